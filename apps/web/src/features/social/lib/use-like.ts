import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { changeLike, fetchLikesCount, fetchLikeStatus } from '../api/social-api.ts';
import { isSetListQuery, socialKeys } from '../api/social-keys.ts';
import { SocialMessages } from './social-messages.ts';

/**
 * useLike(setId, userId): a set's like count and the user's like, and the toggle between them
 * (sets-and-study §4 "Set viewer").
 *
 * - The count and the state come from the server (GET /likes/count, GET /likes/status); until the
 *   state arrives, the one remembered under set_{id}_liked shows, so a liked set does not flash
 *   unliked on every visit.
 * - toggle() sends POST /likes/like or /likes/unlike. While a request is in flight further toggles
 *   are ignored (`pending`), so a double click cannot like twice or undo itself.
 * - After each change the count shown is the server's, and the state is remembered locally.
 * - A failure sets `error` to the spec's "Failed to update like status." until dismissError().
 */
export function useLike(setId: string, userId: string) {
  const queryClient = useQueryClient();
  const storageKey = StorageKeys.setLiked(setId);
  const remembered = safeStorage.get(storageKey) === 'true';
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame must not both pass the check.
  const inFlight = useRef(false);

  const count = useQuery({
    queryKey: socialKeys.likesCount(setId),
    queryFn: ({ signal }) => fetchLikesCount(setId, signal),
    staleTime: 0,
  });
  const status = useQuery({
    queryKey: socialKeys.likeStatus(setId, userId),
    queryFn: ({ signal }) => fetchLikeStatus(setId, userId, signal),
    staleTime: 0,
  });

  useEffect(() => {
    if (status.data !== undefined) safeStorage.set(storageKey, String(status.data));
  }, [status.data, storageKey]);
  useEffect(() => {
    if (count.error) console.info('Could not load the like count', count.error);
    if (status.error) console.info('Could not load the like status', status.error);
  }, [count.error, status.error]);

  const hasLiked = status.data ?? remembered;

  const mutation = useMutation({
    mutationFn: (like: boolean) => changeLike(setId, userId, like),
    onSuccess: (change) => {
      queryClient.setQueryData(socialKeys.likesCount(setId), change.likesCount);
      queryClient.setQueryData(socialKeys.likeStatus(setId, userId), change.hasLiked);
      safeStorage.set(storageKey, String(change.hasLiked));
      // Lists show like counts too (created, saved, search): they refresh in the background.
      void queryClient.invalidateQueries({ predicate: isSetListQuery });
    },
  });

  const toggle = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    mutation
      .mutateAsync(!hasLiked)
      .catch((err: unknown) => {
        console.info('Like change failed', err);
        setError(SocialMessages.likeFailed);
      })
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    /** the server's count; undefined while it loads or when it could not be read */
    likesCount: count.data,
    countFailed: count.isError,
    hasLiked,
    pending: mutation.isPending,
    toggle,
    error,
    dismissError: () => setError(null),
  };
}
