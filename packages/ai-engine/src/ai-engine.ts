import type { AnswerCheckResponse, GeneratedFlashcard } from '@coursecards/shared/schemas/ai';

/**
 * One interface for the product's intelligence (product decision 11): the built-in local engine answers
 * without a network; the OpenAI-compatible one asks a model and falls back to local on any failure.
 */
export interface AiEngine {
  readonly name: 'local' | 'openai';
  generateFlashcards(notes: string, options: GenerateOptions): Promise<GenerationResult>;
  generateDistractors(input: DistractorInput): Promise<string[]>;
  /** `question` (when known) says what the answer is about: its subject, its unit */
  checkAnswer(userAnswer: string, correctAnswer: string, question?: string): Promise<AnswerCheckResponse>;
  /** stops what the engine runs beside the event loop (the answer checker's worker thread) */
  close?(): Promise<void>;
}

export interface GenerateOptions {
  /** how many cards were asked for (5–50) */
  count: number;
  /** the engine chooses how many cards the notes hold, at most AiLimits.cardCountMax */
  autoCount: boolean;
  /** the client went away: stop working */
  signal?: AbortSignal;
}

export interface GenerationResult {
  /** trimmed, non-empty, no duplicates */
  flashcards: GeneratedFlashcard[];
  /** why fewer cards than asked came out (e.g. the notes do not hold that many facts) */
  message?: string;
  /** the figures behind the message */
  shortfall?: { asked: number; made: number; leftOut: number };
}

/** Candidate answers read for one question, at most: bounded work per request. */
export const DISTRACTOR_POOL_MAX = 600;

/** Longer answers are never offered as options (an option is read at a glance), nor read into a pool. */
export const DISTRACTOR_OPTION_MAX = 300;

export interface DistractorInput {
  question: string;
  correctAnswer: string;
  /** how many wrong answers to return */
  count: number;
  /**
   * Candidate answers drawn from the quizzed set's other cards first, then public sets of the same
   * class code (may be empty; never contains text the user may not see).
   */
  pool: readonly string[];
}
