import { AlertTriangle } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      heading="Delete Flashcard Set?"
      icon={AlertTriangle}
      subject={title}
      consequence="This action cannot be undone. All flashcards in this set will be permanently deleted."
      confirmLabel="Delete Set"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
