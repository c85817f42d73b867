import type { DueResponse } from '@coursecards/shared/schemas/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceUser } from '../../../lib/device-user.ts';
import { queuedRatings, takeBackQueued } from '../../../lib/rating-queue.ts';
import {
  answerOrQueue,
  fetchDue,
  fetchProgress,
  fetchReviewSets,
  fetchSettings,
  fetchStats,
  saveSettings,
  undoLastRating,
  type Rated,
} from './review-api.ts';

/** Every review query sits under ['review']: a rating refreshes them all. */
export const reviewKeys = {
  all: ['review'] as const,
  due: (setId: string | null) => ['review', 'due', setId] as const,
  stats: ['review', 'stats'] as const,
  sets: ['review', 'sets'] as const,
  settings: ['review', 'settings'] as const,
  progress: (setId: string) => ['review', 'progress', setId] as const,
};

export const useReviewStats = () =>
  useQuery({ queryKey: reviewKeys.stats, queryFn: ({ signal }) => fetchStats(signal), staleTime: 0 });

export const useReviewSets = () =>
  useQuery({ queryKey: reviewKeys.sets, queryFn: ({ signal }) => fetchReviewSets(signal), staleTime: 0 });

export const useReviewSettings = () =>
  useQuery({ queryKey: reviewKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });

export const useSetProgress = (setId: string) =>
  useQuery({
    queryKey: reviewKeys.progress(setId),
    queryFn: ({ signal }) => fetchProgress(setId, signal),
    enabled: setId !== '',
    staleTime: 0,
  });

/**
 * A queue read from the device offline predates the ratings still waiting there: their cards were
 * rated already and are left out.
 */
async function withoutWaiting(due: DueResponse): Promise<DueResponse> {
  const waiting = await queuedRatings(deviceUser.get()).catch(() => []);
  if (waiting.length === 0) return due;
  const rated = new Set(waiting.map((rating) => rating.cardId));
  return { ...due, cards: due.cards.filter((card) => !rated.has(card.cardId)) };
}

/** A session's cards, read once when it starts: ratings move the queue on the server, not under the student. */
export const useDueCards = (setId: string | null, limit: number) =>
  useQuery({
    queryKey: reviewKeys.due(setId),
    queryFn: async ({ signal }) => withoutWaiting(await fetchDue(limit, setId, signal)),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

/** Rates a card; every review figure is out of date afterwards (but a running session keeps its cards). */
export function useRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rated, key }: { rated: Rated; key: string }) => answerOrQueue(rated, key),
    // Retried with the same key: the server records the rating once.
    retry: 2,
    // Offline the rating is queued on the device at once, never paused until the connection returns.
    networkMode: 'always',
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) => query.queryKey[1] !== 'due',
      }),
  });
}

export function useUndoRating() {
  const queryClient = useQueryClient();
  return useMutation({
    // A rating still waiting on the device is the newest: taking it back never reaches the server.
    mutationFn: async (): Promise<{ cardId: string }> =>
      (await takeBackQueued(deviceUser.get())) ?? (await undoLastRating()),
    networkMode: 'always',
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) => query.queryKey[1] !== 'due',
      }),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(reviewKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
