import { clsx } from 'clsx';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { AlertToast } from '../../../components/ui/alert-toast.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SocialMessages } from '../lib/social-messages.ts';
import { useSavedState } from '../lib/use-saved-state.ts';
import { SetSavedDialog } from './set-saved-dialog.tsx';

/**
 * <SaveSetButton setId userId />: "Save Set" or "Unsave Set" for a set the user does not own
 * (the viewer shows "Edit Set" to the owner of a non-derived set instead).
 *
 * Reads the state from GET /sets/saved-status and changes it with POST /sets/save or /unsave
 * (see useSavedState; a press before the state is known saves). After a save the "Set Saved Successfully!" dialog opens, closing itself
 * after 3 s with a 500 ms fade, or on "View Saved Sets". A failure shows "Failed to save the
 * set." or "Failed to unsave the set." in an alert. Needs a QueryClientProvider and a router.
 */
export function SaveSetButton({
  setId,
  userId,
  className,
  onUnsaved,
}: {
  setId: string;
  userId: string;
  className?: string;
  /** after a successful unsave */
  onUnsaved?: () => void;
}) {
  const saved = useSavedState(setId, userId, onUnsaved);
  // While the state is read the button already works (it saves); only a change on its way blocks it.
  const busy = saved.loading || saved.pending;
  const Icon = saved.isSaved ? BookmarkCheck : Bookmark;

  return (
    <>
      <button
        type="button"
        onClick={saved.toggle}
        aria-disabled={saved.pending || undefined}
        aria-busy={busy || undefined}
        className={clsx(
          buttonClasses(saved.isSaved ? 'secondary' : 'primary', 'md'),
          'aria-disabled:cursor-wait aria-disabled:opacity-80',
          className,
        )}
      >
        {busy ? <Spinner className="h-4 w-4" /> : <Icon className="h-4 w-4" aria-hidden="true" />}
        {saved.isSaved ? SocialMessages.unsaveSet : SocialMessages.saveSet}
      </button>
      <SetSavedDialog open={saved.justSaved} onClose={saved.closeSavedNotice} />
      {saved.error && <AlertToast message={saved.error} onDismiss={saved.dismissError} />}
    </>
  );
}
