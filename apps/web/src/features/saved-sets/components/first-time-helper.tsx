import { Lightbulb, X } from 'lucide-react';

/** The one-time helper for a user with no saved sets yet: what this page is for. */
export function FirstTimeHelper({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside
      aria-labelledby="saved-sets-helper-title"
      className="mb-6 flex gap-4 rounded-2xl bg-brand-50 p-4 text-left ring-1 ring-brand-200 md:p-5"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm">
        <Lightbulb className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="saved-sets-helper-title" className="font-semibold text-brand-900">
          Your saved sets live here
        </h2>
        <p className="mt-1 text-sm text-brand-900/80">
          Save sets your classmates publish and a copy waits on this page, ready to study whenever you like.
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
