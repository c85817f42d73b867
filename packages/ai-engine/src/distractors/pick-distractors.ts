import { DISTRACTOR_OPTION_MAX, DISTRACTOR_POOL_MAX, type DistractorInput } from '../ai-engine.ts';
import { checkAnswerLocally, compactForm } from '../answers/check-answer.ts';
import { answerKind, kindDistance, type AnswerKind } from './answer-kind.ts';
import { familyMembers, oppositeVariants } from './families.ts';
import { numberVariants } from './number-variants.ts';
import { hashString, seededOrder, seededUnit } from './seeded.ts';

/**
 * Plausible, distinct wrong answers for a multiple-choice question (product decision 11):
 * 1. the pool (the set's other answers, then public sets of its class code), ranked by kind
 *    (a year for a year, a person for a person), length and source, ties broken by a seed;
 * 2. when the pool runs short: numbers and dates shaped like the answer (1789 → 1776, 1799),
 *    members of the answer's family (Fluorine → Chlorine), the answer turned around
 *    (Endothermic → Exothermic). Never made-up strings.
 * Nothing the answer checker would accept as the right answer, no two alike; deterministic (the
 * seed is the question and the answer); fewer than asked only when nothing plausible is left.
 */

interface Ranked {
  text: string;
  score: number;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A pool candidate with what ranking needs of it that does not depend on the question. */
interface Candidate {
  text: string;
  key: string;
  kind: AnswerKind;
  words: number;
  /** 0 for the pool's first answer (the quizzed set's own) up to 1 for its last */
  place: number;
}

/** Prepared pools, for pools handed over frozen (kept by the routes for a whole quiz). */
const preparedPools = new WeakMap<readonly string[], Candidate[]>();

function candidatesOf(pool: readonly string[]): Candidate[] {
  const kept = preparedPools.get(pool);
  if (kept) return kept;
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const limited = pool.slice(0, DISTRACTOR_POOL_MAX);
  limited.forEach((raw, position) => {
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = compactForm(text);
    if (!key || text.length > DISTRACTOR_OPTION_MAX || seen.has(key)) return;
    seen.add(key);
    candidates.push({
      text,
      key,
      kind: answerKind(text),
      words: words(text),
      place: position / Math.max(limited.length, 1),
    });
  });
  // A pool that may still change is prepared again next time.
  if (Object.isFrozen(pool)) preparedPools.set(pool, candidates);
  return candidates;
}

function rankPool(
  pool: readonly string[],
  correct: string,
  kind: AnswerKind,
  question: string,
  seed: number,
): Ranked[] {
  const questionKey = compactForm(question);
  const correctWords = words(correct);
  const ranked: Ranked[] = [];
  for (const candidate of candidatesOf(pool)) {
    const distance = kindDistance(kind, candidate.kind);
    if (!Number.isFinite(distance)) continue;
    const lengthGap = Math.abs(Math.log((candidate.text.length + 4) / (correct.length + 4)));
    const wordGap = Math.abs(candidate.words - correctWords);
    let score = -distance * 1.5 - lengthGap * 1.2 - Math.min(wordGap, 10) * 0.12;
    score -= candidate.place * 0.6; // the quizzed set's own answers first
    if (candidate.key.length > 2 && questionKey.includes(candidate.key)) score -= 1.5; // named in the question: an easy give-away
    score += seededUnit(seed, candidate.key) * 0.35;
    ranked.push({ text: candidate.text, score });
  }
  return ranked.sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
}

export function pickDistractors({ question, correctAnswer, count, pool }: DistractorInput): string[] {
  const correct = correctAnswer.trim();
  if (!correct || count <= 0) return [];
  const seed = hashString(`${question.trim()}\u0000${correct}`);
  const kind = answerKind(correct);
  const correctKey = compactForm(correct);
  const chosen: string[] = [];

  const sameAnswer = (a: string, b: string) =>
    compactForm(a) === compactForm(b) || checkAnswerLocally(a, b).isCorrect || checkAnswerLocally(b, a).isCorrect;
  const offer = (candidate: string): boolean => {
    const text = candidate.trim();
    if (!text || compactForm(text) === correctKey || text.length > DISTRACTOR_OPTION_MAX) return false;
    if (checkAnswerLocally(text, correct).isCorrect) return false;
    if (chosen.some((other) => sameAnswer(text, other))) return false;
    chosen.push(text);
    return chosen.length >= count;
  };

  for (const { text } of rankPool(pool, correct, kind, question, seed)) if (offer(text)) return chosen;
  for (const text of numberVariants(correct, kind, seed)) if (offer(text)) return chosen;
  for (const text of seededOrder(familyMembers(correct), seed)) if (offer(text)) return chosen;
  for (const text of oppositeVariants(correct)) if (offer(text)) return chosen;
  return chosen;
}
