import { Logo } from '../../../components/ui/logo.tsx';

const linkClass = 'rounded hover:text-slate-800 hover:underline underline-offset-4';

export function LandingFooter({
  onTerms,
  onPrivacy,
  onContact,
  onLegalIntent,
}: {
  onTerms: () => void;
  onPrivacy: () => void;
  onContact: () => void;
  /** the pointer or focus is near the legal links: a chance to fetch them before the click */
  onLegalIntent?: () => void;
}) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 md:flex-row md:px-8">
        <div className="flex items-center gap-3">
          <Logo showName={false} />
          <span>© {new Date().getFullYear()} CourseCards</span>
        </div>
        <nav
          aria-label="Footer"
          onPointerEnter={onLegalIntent}
          onFocus={onLegalIntent}
          className="flex flex-wrap justify-center gap-x-6 gap-y-2"
        >
          <button type="button" onClick={onTerms} className={linkClass}>
            Terms of Service
          </button>
          <button type="button" onClick={onPrivacy} className={linkClass}>
            Privacy Policy
          </button>
          <button type="button" onClick={onContact} className={linkClass}>
            Contact
          </button>
        </nav>
      </div>
    </footer>
  );
}
