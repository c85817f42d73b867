import { SetLimits } from '@coursecards/shared/constants/limits';
import type { AnswerCheckResponse, GeneratedFlashcard } from '@coursecards/shared/schemas/ai';
import { z } from 'zod';
import { checkAnswerLocally } from '@coursecards/ai-engine';
import { ModelFailure } from './model-failure.ts';

/**
 * The model's JSON, validated and cleaned to the engine's promises (ai-engine.ts): trimmed, non-empty,
 * distinct, within the card text limit and the count. The readers are lenient where a model's slip
 * costs nothing (a bare array instead of the wrapping object, a number as a distractor, one bad
 * card among good ones) and throw ModelFailure when nothing usable is left.
 */

/** Two texts that mean the same answer: case, width forms, spacing and outer punctuation ignored. */
export function comparisonKey(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return plain.replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '') || plain;
}

const CardItem = z.object({ question: z.string(), answer: z.string() });
const CardsOutput = z.union([z.object({ flashcards: z.array(z.unknown()) }), z.array(z.unknown())]);

export function cardsFromModel(output: unknown, max: number): GeneratedFlashcard[] {
  const parsed = CardsOutput.safeParse(output);
  if (!parsed.success) throw new ModelFailure('schema mismatch: no flashcards array');
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.flashcards;
  const cards: GeneratedFlashcard[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const card = CardItem.safeParse(item);
    if (!card.success) continue;
    const question = card.data.question.trim();
    const answer = card.data.answer.trim();
    if (!usableText(question) || !usableText(answer)) continue;
    const key = comparisonKey(question);
    if (seen.has(key) || key === comparisonKey(answer)) continue;
    seen.add(key);
    cards.push({ question, answer });
    if (cards.length === max) break;
  }
  if (cards.length === 0) throw new ModelFailure('empty result: no usable flashcard');
  return cards;
}

const DistractorsOutput = z.union([z.object({ distractors: z.array(z.unknown()) }), z.array(z.unknown())]);

export function distractorsFromModel(output: unknown, correctAnswer: string, count: number): string[] {
  const parsed = DistractorsOutput.safeParse(output);
  if (!parsed.success) throw new ModelFailure('schema mismatch: no distractors array');
  const kept: string[] = [];
  addDistractors(kept, Array.isArray(parsed.data) ? parsed.data : parsed.data.distractors, correctAnswer, count);
  if (kept.length === 0) throw new ModelFailure('empty result: no usable distractor');
  return kept;
}

/**
 * Adds candidates to `kept` (in place) until it holds `count`: strings (or numbers) that are
 * non-empty, not the correct answer (nor one the answer checker would accept for it, such as
 * "Mitochondrion" for "Mitochondria") and not already there. Used for the model's list, then the
 * fallback's.
 */
export function addDistractors(kept: string[], candidates: readonly unknown[], correctAnswer: string, count: number) {
  const taken = new Set([comparisonKey(correctAnswer), ...kept.map(comparisonKey)]);
  for (const candidate of candidates) {
    if (kept.length >= count) break;
    if (typeof candidate !== 'string' && typeof candidate !== 'number') continue;
    const text = String(candidate).trim();
    if (!usableText(text)) continue;
    const key = comparisonKey(text);
    if (taken.has(key) || checkAnswerLocally(text, correctAnswer).isCorrect) continue;
    taken.add(key);
    kept.push(text);
  }
}

/** Feedback is a sentence or two; a page of text is not an answer to this task. */
const FEEDBACK_MAX = 1000;
const CheckOutput = z.object({
  isCorrect: z.boolean(),
  isClose: z.boolean(),
  feedback: z.string().max(FEEDBACK_MAX).default(''),
});

export function checkFromModel(output: unknown): AnswerCheckResponse {
  const parsed = CheckOutput.safeParse(output);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ModelFailure(`schema mismatch: ${issue?.path.join('.') || 'answer'} ${issue?.message ?? ''}`.trim());
  }
  const { isCorrect, isClose } = parsed.data;
  const feedback = parsed.data.feedback.trim();
  if (isCorrect) return { isCorrect, isClose: false, feedback: '' };
  if (!feedback) throw new ModelFailure('schema mismatch: no feedback for a wrong answer');
  return { isCorrect, isClose, feedback };
}

function usableText(text: string): boolean {
  return text.length > 0 && text.length <= SetLimits.cardTextMax;
}
