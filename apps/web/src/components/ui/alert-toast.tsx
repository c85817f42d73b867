import { AlertCircle, X } from 'lucide-react';

/**
 * A failure that needs no page of its own (the spec's "alert"): announced at once by screen
 * readers, kept in the corner until dismissed, never a blocking window.alert.
 */
export function AlertToast({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-red-200 md:right-6 md:left-auto md:mx-0"
    >
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm font-medium text-slate-800">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        aria-label="Dismiss"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
