import type { LearnOutcome, LearnQuestionKind } from '@coursecards/shared/domain/learn-rounds';

/**
 * The seam between Learn and the memory model (ADR 0021): every
 * answer Learn grades passes through onLearnAnswer with the rating a flip-card review would give it.
 * Until review scheduling lands it records nothing; wiring it means sending this rating to the review
 * API there, and nothing in Learn changes.
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

/** Called once per graded answer, and again with `overridden` when the student overrides the grade. */
export function onLearnAnswer(event: LearnAnswerEvent): MemoryRating {
  return ratingForLearnAnswer(event);
}
