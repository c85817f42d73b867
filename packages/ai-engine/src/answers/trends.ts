import { analyseAnswer, type Analysis, type Term } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import type { Quantity } from './quantities.ts';
import { usedByStudent } from './term-lookups.ts';
import { lemmasOf } from './wordnet.ts';

/** Answers about a change: its direction ("increases") and its factor ("doubles", "by half"). */

const senseOf = (word: string) => analyseAnswer(word).terms[0]!.sense;

/** "increases", "falls", "speeds up": the head of an answer about a trend. */
export const TREND_SENSES: ReadonlySet<string> = new Set(
  ['increase', 'decrease', 'halve', 'double', 'unchanged'].map(senseOf),
);

/** Changes by a factor: the direction they go, and the factor a student may name with it. */
const MAGNITUDES: readonly { lemma: string; direction: string; factors: number[] }[] = [
  { lemma: 'double', direction: senseOf('increase'), factors: [2] },
  { lemma: 'triple', direction: senseOf('increase'), factors: [3] },
  { lemma: 'quadruple', direction: senseOf('increase'), factors: [4] },
  { lemma: 'halve', direction: senseOf('decrease'), factors: [0.5] },
];

/**
 * A number said as a factor: "by a factor of 2", "2 times", "2-fold", "by half". "Increases by 2"
 * adds 2, and "by 2 amps" is an amount, so neither names a factor. Only the words next to the
 * number are read.
 */
function saidAsFactor(text: string, q: Quantity): boolean {
  if (q.unit) return false;
  const before = text.slice(Math.max(0, q.start - 60), q.start);
  const after = text.slice(q.end, q.end + 40);
  if (/^half$/i.test(q.raw.trim())) return /\b(?:by|in|to)\s+(?:a\s+)?$/i.test(before);
  return /\bby\s+a\s+factor\s+of\s+$/i.test(before) || /^\s*(?:times\b|-?\s*fold\b)/i.test(after);
}

/**
 * "decreases by half" for "halves" is the same; "decreases" alone is the right direction without
 * the factor: close.
 */
export function matchMagnitude(
  card: Analysis,
  typed: Analysis,
  matches: (TermMatch | null)[],
  quantities: readonly Quantity[],
): void {
  const used = usedByStudent(matches);
  const factors = new Set(quantities.filter((q) => saidAsFactor(typed.text, q)).map((q) => q.value));
  // the student's direction words, in order, each answering one card word
  const directions = new Map<string, { words: Term[]; next: number }>(
    MAGNITUDES.map((m) => [m.direction, { words: [], next: 0 }]),
  );
  for (const t of typed.terms) if (!used.has(t.index)) directions.get(t.sense)?.words.push(t);
  card.terms.forEach((c, ci) => {
    if (matches[ci]) return;
    const lemmas = lemmasOf(c.norm);
    const magnitude = MAGNITUDES.find((m) => lemmas.includes(m.lemma));
    const direction = magnitude && directions.get(magnitude.direction)!;
    const said = direction?.words[direction.next++];
    if (!magnitude || !said) return;
    const exact = magnitude.factors.some((f) => factors.has(f));
    matches[ci] = { kind: exact ? 'synonym' : 'vague', user: [said], contradicts: c.negated !== said.negated };
  });
}
