import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';

/** Messages between the answer-check pool and its worker thread. */

export interface CheckRequest {
  id: number;
  userAnswer: string;
  correctAnswer: string;
  question: string;
}

export type CheckerMessage =
  | { type: 'ready' }
  | { type: 'checked'; id: number; result: AnswerCheckResponse }
  | { type: 'failed'; id: number; detail: string };
