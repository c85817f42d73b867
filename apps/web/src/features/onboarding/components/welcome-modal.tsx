import { ArrowRight, School, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useWelcomeOnArrival } from '../lib/use-welcome-on-arrival.ts';

const highlights: ReadonlyArray<{ title: string; body: string; icon: LucideIcon }> = [
  { title: 'AI-Generated Cards', body: 'Turn your notes into flashcards instantly.', icon: Sparkles },
  { title: 'School-Specific Sets', body: 'Find cards by school and class code.', icon: School },
  { title: 'Study Together', body: 'Share and discover peer-created sets.', icon: UsersRound },
];

/**
 * The native dialog focuses the element carrying the `autofocus` attribute when it opens (React's
 * autoFocus prop sets no attribute), so the way on is focused rather than the Close button.
 */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/** The welcome for a first-time user: three highlights and "Start Learning". */
export function WelcomeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Welcome to CourseCards!" size="md">
      <p className="text-slate-600">Here&apos;s what you can do:</p>
      <ul className="mt-5 space-y-4">
        {highlights.map(({ title, body, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{body}</p>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
        onClick={onClose}
        ref={markAutofocus}
      >
        Start Learning
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </Modal>
  );
}

/** Shows the welcome when the page was reached with `{ welcome: true }` (from sign-up). */
export function WelcomeOnArrival() {
  const { open, dismiss } = useWelcomeOnArrival();
  // The sign-up button that had focus went with its page, so the dialog would give focus back to
  // <body>; the page's heading (tabIndex -1) takes it instead, where reading the page starts.
  const close = () => {
    dismiss();
    document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus();
  };
  return <WelcomeModal open={open} onClose={close} />;
}
