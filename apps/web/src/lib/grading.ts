import { sameMathAnswer } from '@coursecards/shared/domain/math-answer';
import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';

/** How one answer went. 'close' is shown yellow ("Close!") but counts as incorrect in the tally. */
export type AnswerResult = 'correct' | 'close' | 'incorrect';

export interface Verdict {
  result: AnswerResult;
  /** the checker's explanation; empty when it gave none (always for multiple choice) */
  feedback: string;
}

/**
 * sets-and-study §4 "Answering": the local comparison, trimmed and case-insensitive; math is
 * compared as formulas in normal form, case and all (math §4).
 */
export function sameAnswer(given: string, expected: string): boolean {
  return sameMathAnswer(given, expected) ?? given.trim().toLowerCase() === expected.trim().toLowerCase();
}

/** A choice or a typed answer graded without the server (multiple choice always; text as the fallback). */
export function localVerdict(given: string, expected: string): Verdict {
  return { result: sameAnswer(given, expected) ? 'correct' : 'incorrect', feedback: '' };
}

/** The semantic check's answer as a verdict: correct wins over close. */
export function verdictFromCheck(check: AnswerCheckResponse): Verdict {
  const result: AnswerResult = check.isCorrect ? 'correct' : check.isClose ? 'close' : 'incorrect';
  return { result, feedback: check.isCorrect ? '' : check.feedback.trim() };
}
