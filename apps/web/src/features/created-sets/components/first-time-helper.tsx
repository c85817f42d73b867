import { Lightbulb, X } from 'lucide-react';

/** The one-time welcome helper for a user with no sets yet: what this page is and how to begin. */
export function FirstTimeHelper({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside
      aria-labelledby="created-sets-helper-title"
      className="mb-6 flex gap-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 md:p-5"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm">
        <Lightbulb className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="created-sets-helper-title" className="font-semibold text-brand-900">
          Your flashcard sets live here
        </h2>
        <p className="mt-1 text-sm text-brand-900/80">
          Every set you create appears on this page, ready to study, edit or share. Pick one of the ways below to make
          your first set.
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 self-start rounded-lg p-2 text-brand-700 hover:bg-brand-100"
        aria-label="Dismiss tip"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </aside>
  );
}
