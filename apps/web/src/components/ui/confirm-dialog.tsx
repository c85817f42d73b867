import type { LucideIcon } from 'lucide-react';
import { Button, buttonClasses } from './button.tsx';
import { Modal } from './modal.tsx';

/** The native dialog focuses the element with the `autofocus` attribute: Cancel, the safe choice. */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

export interface ConfirmDialogProps {
  open: boolean;
  /** the dialog's heading, which also names it */
  heading: string;
  icon: LucideIcon;
  /** what the action is about (a set's title), or null when nothing is chosen */
  subject: string | null;
  /** what will happen, under the subject */
  consequence: string;
  confirmLabel: string;
  /** the action is on its way: Cancel is off and the confirm button spins */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A small confirmation before a destructive action, Cancel first and focused. */
export function ConfirmDialog({
  open,
  heading,
  icon: Icon,
  subject,
  consequence,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={heading} size="sm">
      <div className="flex gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          {subject && <p className="font-medium break-words text-slate-900">{subject}</p>}
          <p className="mt-1 text-sm text-slate-600">{consequence}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={onCancel}
          ref={markAutofocus}
          disabled={busy}
        >
          Cancel
        </button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
