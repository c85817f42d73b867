import { BookmarkMinus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';

/** The native dialog focuses the element with the `autofocus` attribute: Cancel, the safe choice. */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/** Spec: the confirmation before a set leaves Saved Sets. */
export function UnsaveSetDialog({
  title,
  open,
  unsaving,
  onCancel,
  onConfirm,
}: {
  /** the set's title, or null when no set is chosen */
  title: string | null;
  open: boolean;
  unsaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title={SavedSetsMessages.unsaveTitle} size="sm">
      <div className="flex gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
          <BookmarkMinus className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          {title && <p className="font-medium break-words text-slate-900">{title}</p>}
          <p className="mt-1 text-sm text-slate-600">
            It will be removed from your Saved Sets. The original set stays where it is.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={onCancel}
          ref={markAutofocus}
          disabled={unsaving}
        >
          Cancel
        </button>
        <Button variant="danger" onClick={onConfirm} busy={unsaving}>
          Unsave
        </Button>
      </div>
    </Modal>
  );
}
