import { LockKeyhole, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** accounts-and-discovery §6: created sets need a signed-in user; anyone else is asked to log in. */
export function AuthenticationRequired() {
  return (
    <section className="mx-auto max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-600">
        <LockKeyhole className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">Authentication Required</h2>
      <p className="mt-2 text-slate-600">Please log in to view and manage your flashcard sets.</p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6')}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        Log In
      </Link>
    </section>
  );
}
