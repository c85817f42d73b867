import { AiLimits, SetLimits } from '../constants/limits.ts';
import { z } from './z.ts';

/**
 * The AI calls (accounts-and-discovery §7, sets-and-study §7), under /api, signed-in only. One provider interface
 * answers all three on the server (product decision 11): the built-in local engine or an OpenAI-compatible API.
 */

/** POST /files/parse-pdf (multipart field pdfFile) */
export const ParsePdfResponse = z.object({
  /** the text in reading order, paragraphs separated by a blank line */
  text: z.string(),
  pageCount: z.number().int().nonnegative(),
});
export type ParsePdfResponse = z.infer<typeof ParsePdfResponse>;

/** POST /ai/generate-flashcards */
export const GenerateFlashcardsRequest = z.object({
  notes: z
    .string()
    .trim()
    .min(1, 'Please provide some notes or upload a PDF to generate flashcards')
    .min(AiLimits.notesMin, 'Please provide at least 100 characters of notes for better results')
    .max(AiLimits.notesMax, `Notes must be ${AiLimits.notesMax.toLocaleString('en-US')} characters or fewer`),
  count: z.coerce
    .number()
    .int('Card count must be a whole number')
    .min(AiLimits.cardCountMin, `Card count must be between ${AiLimits.cardCountMin} and ${AiLimits.cardCountMax}`)
    .max(AiLimits.cardCountMax, `Card count must be between ${AiLimits.cardCountMin} and ${AiLimits.cardCountMax}`)
    .default(AiLimits.cardCountDefault),
  /** let the engine choose how many cards the notes hold (at most cardCountMax) */
  autoCount: z.boolean().default(false),
});
export type GenerateFlashcardsRequest = z.input<typeof GenerateFlashcardsRequest>;

export const GeneratedFlashcard = z.object({ question: z.string(), answer: z.string() });
export type GeneratedFlashcard = z.infer<typeof GeneratedFlashcard>;

export const GenerateFlashcardsResponse = z.object({
  flashcards: z.array(GeneratedFlashcard),
  /** present when fewer cards came out than were asked for, saying why */
  message: z.string().optional(),
  /**
   * with the message: how many were asked for and made, and how many more were left out because they
   * failed the quality checks (ADR 0026)
   */
  shortfall: z.object({ asked: z.number(), made: z.number(), leftOut: z.number() }).optional(),
});
export type GenerateFlashcardsResponse = z.infer<typeof GenerateFlashcardsResponse>;

const CardText = z.string().max(SetLimits.cardTextMax);

/** POST /quiz/generate-distractors */
export const DistractorsRequest = z.object({
  correctAnswer: CardText.trim().min(1, 'The correct answer is required'),
  question: CardText.default(''),
  numberOfDistractors: z.coerce.number().int().min(1).max(10).default(AiLimits.distractorsPerQuestion),
  /**
   * ours: the set being quizzed. Its other answers, and public sets of its class code, are the best
   * source of plausible wrong answers; the server reads only a set the user may see.
   */
  setId: z.string().min(1).max(64).optional(),
});
export type DistractorsRequest = z.input<typeof DistractorsRequest>;

/**
 * The spec's "list of strings": distinct wrong answers, never equal to the correct one; fewer than
 * asked when no more can be found.
 */
export const DistractorsResponse = z.array(z.string());
export type DistractorsResponse = z.infer<typeof DistractorsResponse>;

/** POST /semantic-answer/check */
export const AnswerCheckRequest = z.object({
  // The spec: a blank text answer is never sent; the server says so too.
  userAnswer: CardText.trim().min(1, 'Please type an answer'),
  correctAnswer: CardText.trim().min(1, 'The correct answer is required'),
  /** ours: the card's question, which tells the checker what the answer is about (its subject, its unit) */
  question: CardText.trim().optional(),
});
export type AnswerCheckRequest = z.input<typeof AnswerCheckRequest>;

export const AnswerCheckResponse = z.object({
  isCorrect: z.boolean(),
  /** not correct, but close: a typo, a missing part, a near number */
  isClose: z.boolean(),
  /** what was missing or misspelled; empty when correct */
  feedback: z.string(),
});
export type AnswerCheckResponse = z.infer<typeof AnswerCheckResponse>;
