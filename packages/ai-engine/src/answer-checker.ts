import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { AnswerCheckPool } from './answer-check-pool.ts';
import { checkAnswerLocally } from './answers/check-answer.ts';

/**
 * Answers up to this many characters in all (typed answer, card answer and question) are graded on
 * the spot: at worst about a millisecond of work, and nearly every quiz question is this short.
 * Longer ones go to the answer-check worker thread, so a check never holds the event loop.
 */
export const INLINE_CHECK_CHARS = 600;

export interface AnswerChecker {
  check(userAnswer: string, correctAnswer: string, question?: string): Promise<AnswerCheckResponse>;
  close(): Promise<void>;
}

/** Every check on the calling thread: scripts, the evaluation and tests. */
export const inlineAnswerChecker: AnswerChecker = {
  check: async (userAnswer, correctAnswer, question) => checkAnswerLocally(userAnswer, correctAnswer, question),
  close: async () => undefined,
};

/** Short checks on the spot, long ones in the pool's worker thread. */
export function offThreadAnswerChecker(pool: AnswerCheckPool): AnswerChecker {
  return {
    check: async (userAnswer, correctAnswer, question = '') =>
      userAnswer.length + correctAnswer.length + question.length <= INLINE_CHECK_CHARS
        ? checkAnswerLocally(userAnswer, correctAnswer, question)
        : pool.check(userAnswer, correctAnswer, question),
    close: () => pool.close(),
  };
}
