import { Logo } from '../../../components/ui/logo.tsx';

export function LandingFooter({ onContact }: { onContact: () => void }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 md:flex-row md:px-8">
        <div className="flex items-center gap-3">
          <Logo showName={false} />
          <span>© {new Date().getFullYear()} CourseCards</span>
        </div>
        <nav aria-label="Footer" className="flex gap-6">
          <button type="button" onClick={onContact} className="hover:text-slate-800">
            Contact
          </button>
        </nav>
      </div>
    </footer>
  );
}
