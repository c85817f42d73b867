import type { Rating } from '@coursecards/shared/schemas/review';
import { useCallback } from 'react';
import { useRateCard } from '../api/review-queries.ts';

/** The quiz's verdicts as ratings: correct is Good, close is Hard, incorrect is Again. */
export const QUIZ_RATINGS: Record<'correct' | 'close' | 'incorrect', Rating> = {
  correct: 'good',
  close: 'hard',
  incorrect: 'again',
};

/**
 * Feeds each graded quiz answer to the memory model. A rating that fails is not worth interrupting
 * a quiz for: it is logged, and the quiz goes on.
 */
export function useQuizRatings() {
  const { mutate } = useRateCard();
  return useCallback(
    (card: { id: string }, result: keyof typeof QUIZ_RATINGS) =>
      mutate(
        { rated: { cardId: card.id, rating: QUIZ_RATINGS[result], mode: 'quiz' }, key: crypto.randomUUID() },
        { onError: (error) => console.info('A quiz answer was not recorded for reviews', error) },
      ),
    [mutate],
  );
}
