import { BookmarkMinus } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';

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
    <ConfirmDialog
      open={open}
      heading={SavedSetsMessages.unsaveTitle}
      icon={BookmarkMinus}
      subject={title}
      consequence="It will be removed from your Saved Sets. The original set stays where it is."
      confirmLabel="Unsave"
      busy={unsaving}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
