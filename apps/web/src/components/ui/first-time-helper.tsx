import { clsx } from 'clsx';
import { Lightbulb, X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FirstTimeHelperProps {
  /** the heading's id, which names the helper */
  headingId: string;
  title: string;
  /** what the page is for */
  children: ReactNode;
  onDismiss: () => void;
  className?: string;
}

/** A one-time helper at the top of a list page a user has nothing on yet, until dismissed. */
export function FirstTimeHelper({ headingId, title, children, onDismiss, className }: FirstTimeHelperProps) {
  return (
    <aside
      aria-labelledby={headingId}
      className={clsx('mb-6 flex gap-4 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 md:p-5', className)}
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm">
        <Lightbulb className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-brand-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-brand-900/80">{children}</p>
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
