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
 * - toggle() sends POST /sets/save or /sets/unsave; further toggles wait for the answer.
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

  const mutation = useMutation({
    mutationFn: (save: boolean) => changeSaved(setId, userId, save),
    onSuccess: (_result, save) => {
      queryClient.setQueryData(socialKeys.savedStatus(setId, userId), save);
      void queryClient.invalidateQueries({ predicate: isSetListQuery });
    },
  });

  const toggle = () => {
    // Until the state is known, a press could mean either: wait for it.
    if (inFlight.current || status.isPending) return;
    inFlight.current = true;
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
