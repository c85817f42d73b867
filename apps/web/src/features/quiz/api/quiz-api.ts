import { AiLimits } from '@coursecards/shared/constants/limits';
import type { AnswerCheckRequest, AnswerCheckResponse, DistractorsRequest } from '@coursecards/shared/schemas/ai';
import type { AnswerOverrideRequest } from '@coursecards/shared/schemas/learn';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { keepDistractors, keptDistractors } from '../lib/kept-distractors.ts';
import { localVerdict, sameAnswer, verdictFromCheck, type Verdict } from '../../../lib/grading.ts';
import { shuffled, type RandomSource } from '../../../lib/shuffle.ts';

/**
 * The quiz's two helper calls (sets-and-study §7). Both fail silently (sets-and-study §8): distractors fall
 * back to the correct answer alone, the answer check to the trimmed, case-insensitive comparison.
 * Only an abort (the user left the quiz) is passed on, so nothing is recorded for a page that is gone.
 *
 * The answers are checked by hand rather than with the zod schemas, which would put zod in the
 * quiz's first load for two small shapes.
 */

const isAbort = (error: unknown): error is DOMException => error instanceof DOMException && error.name === 'AbortError';

function rethrowIfAborted(error: unknown, signal?: AbortSignal): void {
  if (isAbort(error)) throw error;
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
}

export interface OptionsRequest {
  question: string;
  correctAnswer: string;
  setId: string;
  signal?: AbortSignal;
  random: RandomSource;
}

/**
 * sets-and-study §4 "Multiple-choice options": the correct answer plus 3 generated distractors, shuffled.
 * Distractors that repeat, are blank, or match the correct answer (trimmed, any case) are dropped;
 * if generation fails only the correct answer is offered. A blank correct answer gives no options.
 */
export async function loadOptions({
  question,
  correctAnswer,
  setId,
  signal,
  random,
}: OptionsRequest): Promise<string[]> {
  if (correctAnswer.trim() === '') return [];
  let distractors: string[] = [];
  try {
    const body: DistractorsRequest = {
      correctAnswer,
      question,
      numberOfDistractors: AiLimits.distractorsPerQuestion,
      setId,
    };
    const answer = await apiRequest<unknown>('/quiz/generate-distractors', { method: 'POST', body, signal });
    distractors = usableDistractors(answer, correctAnswer);
    void keepDistractors(setId, question, correctAnswer, distractors);
  } catch (error) {
    rethrowIfAborted(error, signal);
    // Offline: the options this question had when last asked online, if it was.
    if (error instanceof ApiError && error.code === 'network_error')
      distractors = usableDistractors(await keptDistractors(setId, question, correctAnswer), correctAnswer);
  }
  return shuffled([correctAnswer, ...distractors], random);
}

/** The answer's strings that can stand as wrong options: distinct, not blank, not the correct one. */
export function usableDistractors(answer: unknown, correctAnswer: string): string[] {
  if (!Array.isArray(answer)) return [];
  const kept: string[] = [];
  for (const item of answer) {
    if (typeof item !== 'string' || item.trim() === '') continue;
    if (sameAnswer(item, correctAnswer) || kept.some((k) => sameAnswer(k, item))) continue;
    kept.push(item.trim());
    if (kept.length === AiLimits.distractorsPerQuestion) break;
  }
  return kept;
}

function isCheckResponse(value: unknown): value is AnswerCheckResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { isCorrect, isClose, feedback } = value as Record<string, unknown>;
  return typeof isCorrect === 'boolean' && typeof isClose === 'boolean' && typeof feedback === 'string';
}

/**
 * sets-and-study §4 "Answering": a typed answer goes to the semantic check (typos count as close there);
 * on any failure, including an answer of the wrong shape, the local comparison decides.
 */
export async function checkTypedAnswer(
  userAnswer: string,
  correctAnswer: string,
  signal?: AbortSignal,
  /** the card's question: it tells the checker what the answer is about */
  question = '',
): Promise<Verdict> {
  try {
    const body: AnswerCheckRequest = { userAnswer, correctAnswer, ...(question.trim() ? { question } : {}) };
    const answer = await apiRequest<unknown>('/semantic-answer/check', { method: 'POST', body, signal });
    if (isCheckResponse(answer)) return verdictFromCheck(answer);
  } catch (error) {
    rethrowIfAborted(error, signal);
  }
  return localVerdict(userAnswer, correctAnswer);
}

/**
 * "I was right" on a typed answer graded close or incorrect (learn-and-match §2), in the quiz or in
 * Learn: logged on the server so grading errors can be counted. The grade on screen changes whatever
 * happens here, so a failure is silent, as the quiz's other helper calls are.
 */
export async function logAnswerOverride(override: AnswerOverrideRequest): Promise<void> {
  try {
    await apiRequest('/answer-overrides', { method: 'POST', body: override });
  } catch {
    // Nothing to show: the student's grade already changed.
  }
}
