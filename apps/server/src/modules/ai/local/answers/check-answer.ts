import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';

/** Grades a typed answer against the card's answer: correct, close or incorrect, with feedback. */
export function checkAnswerLocally(userAnswer: string, correctAnswer: string): AnswerCheckResponse {
  void userAnswer;
  void correctAnswer;
  throw new Error('not built yet');
}
