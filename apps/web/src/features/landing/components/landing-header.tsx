import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';

export function LandingHeader({ onContact }: { onContact: () => void }) {
  return (
    <header className="relative z-10 mx-auto flex h-16 max-w-6xl items-center justify-between px-4 md:px-8">
      <Link to="/" aria-label="CourseCards home">
        <Logo />
      </Link>
      <nav aria-label="Account" className="flex items-center gap-2">
        <button type="button" onClick={onContact} className={buttonClasses('ghost')}>
          Contact
        </button>
        <Link to="/login" className={buttonClasses('primary')}>
          Sign In
        </Link>
      </nav>
    </header>
  );
}
