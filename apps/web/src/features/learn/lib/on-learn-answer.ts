import type { LearnOutcome, LearnQuestionKind } from '@coursecards/shared/domain/learn-rounds';

/**
 * Learn feeds the memory model (ADR 0021): every answer Learn grades becomes one rating, which the
 * page sends to the review API (Learn itself does not know the review feature).
 */
export type MemoryRating = 'again' | 'hard' | 'good' | 'easy';

export interface LearnAnswerEvent {
  setId: string;
  cardId: string;
  kind: LearnQuestionKind;
  outcome: LearnOutcome;
  /** the student said "I was right" to a grade that was not */
  overridden: boolean;
}

/** Right (or overridden to right) is good, a close typed answer hard, a miss again. */
export function ratingForLearnAnswer(event: Pick<LearnAnswerEvent, 'outcome' | 'overridden'>): MemoryRating {
  if (event.overridden || event.outcome === 'correct') return 'good';
  return event.outcome === 'close' ? 'hard' : 'again';
}

/** What the page does with a settled answer's rating: once per answer. */
export type OnLearnRated = (cardId: string, rating: MemoryRating) => void;

/**
 * Whether an answer's rating must wait: a typed answer graded close or wrong may still be overridden
 * ("I was right"), so it is rated when the student moves on or overrides, never twice.
 */
export const ratingWaitsForOverride = (event: Pick<LearnAnswerEvent, 'kind' | 'outcome'>) =>
  event.kind === 'typed' && event.outcome !== 'correct';
