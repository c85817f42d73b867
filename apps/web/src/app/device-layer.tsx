import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { OfflineLayer } from '../features/offline/offline-layer.tsx';
import { answerCard } from '../features/review/api/review-api.ts';
import { reviewKeys } from '../features/review/api/review-queries.ts';
import type { QueuedRating } from '../lib/rating-queue.ts';

/** A waiting rating goes to the server as it was made: its own key, mode and time. */
const send = ({ key, cardId, rating, mode, durationMs, reviewedAt }: QueuedRating) =>
  answerCard({ cardId, rating, mode, ...(durationMs === undefined ? {} : { durationMs }) }, key, reviewedAt);

/**
 * The offline layer, wired to the session and the review API. Loaded once the first page has settled
 * (router.tsx), so the landing's first download does not carry it.
 */
export default function DeviceLayer() {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  // Every review figure is out of date once ratings land (a running session keeps its cards).
  const onSynced = useCallback(
    () =>
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) => query.queryKey[1] !== 'due',
      }),
    [queryClient],
  );
  // Guarded pages show nothing while the session is checked; neither does this layer.
  if (loading) return null;
  return <OfflineLayer uid={user?.uid ?? null} send={send} onSynced={onSynced} />;
}
