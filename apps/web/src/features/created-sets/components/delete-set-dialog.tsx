import { AlertTriangle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** The native dialog focuses the element with the `autofocus` attribute: Cancel, the safe choice. */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/** Spec: the confirmation before a set is deleted. */
export function DeleteSetDialog({
  title,
  open,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** the set's title, or null when no set is chosen */
  title: string | null;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title="Delete Flashcard Set?" size="sm">
      <div className="flex gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          {title && <p className="font-medium break-words text-slate-900">{title}</p>}
          <p className="mt-1 text-sm text-slate-600">
            This action cannot be undone. All flashcards in this set will be permanently deleted.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={onCancel}
          ref={markAutofocus}
          disabled={deleting}
        >
          Cancel
        </button>
        <Button variant="danger" onClick={onConfirm} busy={deleting}>
          Delete Set
        </Button>
      </div>
    </Modal>
  );
}
