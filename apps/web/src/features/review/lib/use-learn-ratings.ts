import type { Rating } from '@coursecards/shared/schemas/review';
import { useCallback } from 'react';
import { useRateCard } from '../api/review-queries.ts';

/**
 * Feeds each settled Learn answer to the memory model (Learn decides the rating: right is Good, a
 * close typed answer Hard, a miss Again, "I was right" Good). A rating that fails is logged, and
 * Learn goes on.
 */
export function useLearnRatings() {
  const { mutate } = useRateCard();
  return useCallback(
    (cardId: string, rating: Rating) =>
      mutate(
        { rated: { cardId, rating, mode: 'learn' }, key: crypto.randomUUID() },
        { onError: (error) => console.info('A Learn answer was not recorded for reviews', error) },
      ),
    [mutate],
  );
}
