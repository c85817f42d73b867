import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { setKeys } from './set-query-keys.ts';

/** GET /sets/{setId}: the whole set, cards included. The viewer, flip cards and quiz share one cache entry. */
export const flashcardSetQuery = (setId: string) =>
  queryOptions({
    queryKey: setKeys.detail(setId),
    queryFn: async ({ signal }) => {
      const set = await apiRequest<FlashcardSet>(`/sets/${encodeURIComponent(setId)}`, { signal });
      keepImagesForOffline(set);
      return set;
    },
    enabled: setId !== '',
  });

export const useFlashcardSet = (setId: string) => useQuery(flashcardSetQuery(setId));

/** Enough for a long set; a bigger one keeps its first images. */
const IMAGES_KEPT = 100;

/**
 * Under the service worker, asks once for every image of an opened set, so the worker keeps even
 * those not yet shown (the backs of cards) for offline study (docs/product/offline.md §1). Kept
 * images come from the device after that, so reopening the set costs nothing.
 */
function keepImagesForOffline(set: FlashcardSet): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller || !Array.isArray(set.flashcards))
    return;
  const urls = new Set(set.flashcards.flatMap((card) => [card.questionImage, card.answerImage]).filter(Boolean));
  for (const url of [...urls].slice(0, IMAGES_KEPT))
    void fetch(url as string, { priority: 'low' }).catch(() => undefined);
}
