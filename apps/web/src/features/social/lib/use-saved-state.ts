import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { changeSaved, fetchSavedStatus } from '../api/social-api.ts';
import { isSetListQuery, socialKeys } from '../api/social-keys.ts';
import { SocialMessages } from './social-messages.ts';

/**
 * useSavedState(setId, userId): whether the user has saved a set, and save / unsave
 * (sets-and-study §2 "Set viewer", §4).
 *
 * - The state comes from GET /sets/saved-status. If it cannot be read the set counts as not
 *   saved: saving is idempotent on the server, so offering Save is safe.
 * - toggle() does what the button says: POST /sets/unsave when the set is known to be saved, else
 *   POST /sets/save, also while the state is still being read (the button reads "Save Set" then,
 *   and saving is idempotent, so a press in the first moments is never dropped). Further toggles
 *   wait for the answer.
 * - A status answer that was on its way while the change was made is stale: it is cancelled, and
 *   the change's result is what the button shows.
 * - `justSaved` turns true after a successful save (the success dialog), until closeSavedNotice().
 * - `onUnsaved` runs after a successful unsave (the viewer of a saved copy leaves the deleted copy).
 * - A failure sets `error` to "Failed to save the set." or "Failed to unsave the set.".
 * - Every set list is refreshed afterwards, so Saved Sets and the profile's counts follow.
 */
export function useSavedState(setId: string, userId: string, onUnsaved?: () => void) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const inFlight = useRef(false);

  const status = useQuery({
    queryKey: socialKeys.savedStatus(setId, userId),
    queryFn: ({ signal }) => fetchSavedStatus(setId, userId, signal),
    staleTime: 0,
  });
  useEffect(() => {
    if (status.error) console.info('Could not load the saved status', status.error);
  }, [status.error]);
  const isSaved = status.data ?? false;

  const statusKey = socialKeys.savedStatus(setId, userId);
  const mutation = useMutation({
    mutationFn: (save: boolean) => changeSaved(setId, userId, save),
    // A status read sent before the change could answer after it with the old state.
    onMutate: () => queryClient.cancelQueries({ queryKey: statusKey }),
    onSuccess: async (_result, save) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      queryClient.setQueryData(statusKey, save);
      void queryClient.invalidateQueries({ predicate: isSetListQuery });
    },
    // The cancelled read is asked again: the state is unknown after a failure.
    onError: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });

  const toggle = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    // What the label shows: "Save Set" until the set is known to be saved.
    const save = !isSaved;
    setError(null);
    mutation
      .mutateAsync(save)
      .then(() => {
        setJustSaved(save);
        if (!save) onUnsaved?.();
      })
      .catch((err: unknown) => {
        console.info(save ? 'Save failed' : 'Unsave failed', err);
        setError(save ? SocialMessages.saveFailed : SocialMessages.unsaveFailed);
      })
      .finally(() => {
        inFlight.current = false;
      });
  };

  // Stable: the success dialog's timers restart when its onClose changes.
  const closeSavedNotice = useCallback(() => setJustSaved(false), []);

  return {
    isSaved,
    /** the first answer has not come yet */
    loading: status.isPending,
    pending: mutation.isPending,
    toggle,
    justSaved,
    closeSavedNotice,
    error,
    dismissError: () => setError(null),
  };
}
