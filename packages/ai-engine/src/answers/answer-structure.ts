import type { Analysis, Direction, Term } from './analyse-answer.ts';
import { areOpposite } from './senses.ts';
import type { TermMatch } from './term-match.ts';
import { cardIndexByStudentTerm } from './term-lookups.ts';

/**
 * Checks on how an answer's words are arranged, where a bag of words would be fooled: a change
 * the other way round, a fraction upside down, two opposite modifiers swapped between their nouns,
 * a list in the wrong order, and how many items of a list an answer gives.
 */

type Matches = readonly (TermMatch | null)[];

/** Where the one fraction bar of an answer is ("/", "divided by", "over"), or null. */
function fractionBar(answer: Analysis): number | null {
  const bars: number[] = [];
  answer.rest.forEach((t, i) => {
    if (t.kind === 'symbol' && t.raw === '/') bars.push(t.start);
    else if (t.kind === 'word' && t.lower === 'over') bars.push(t.start);
    else if (t.kind === 'word' && t.lower === 'divided' && answer.rest[i + 1]?.lower === 'by') bars.push(t.start);
  });
  return bars.length === 1 ? bars[0]! : null;
}

/**
 * "% change in price / % change in quantity demanded" for "% change in quantity demanded / % change
 * in price": the same words with the fraction upside down.
 */
export function fractionReversed(card: Analysis, typed: Analysis, matches: Matches): boolean {
  const cardBar = fractionBar(card);
  const typedBar = fractionBar(typed);
  if (cardBar === null || typedBar === null) return false;
  // words on both sides ("% change in … / % change in …") say nothing about which way up it is
  const senses = new Map<string, number>();
  for (const t of card.terms) senses.set(t.sense, (senses.get(t.sense) ?? 0) + 1);
  let kept = 0;
  let flipped = 0;
  matches.forEach((m, ci) => {
    if (senses.get(card.terms[ci]!.sense)! > 1) return;
    const cardTop = card.terms[ci]!.start < cardBar;
    for (const u of m?.user ?? []) {
      if (u.start < typedBar === cardTop) kept++;
      else flipped++;
    }
  });
  return flipped > kept;
}

/**
 * "atoms of different elements with the same number of neutrons" for "atoms of the same element
 * with different numbers of neutrons": each modifier is there, but on the other's noun.
 */
export function modifiersSwapped(card: Analysis, typed: Analysis, matches: Matches): boolean {
  const byStudent = cardIndexByStudentTerm(matches);
  for (let ci = 0; ci + 1 < card.terms.length; ci++) {
    const said = matches[ci]?.user[0];
    if (!said || matches[ci]!.kind === 'opposite') continue;
    const next = typed.terms[said.index + 1];
    const nextCard = next ? byStudent.get(next.index) : undefined;
    if (nextCard === undefined || nextCard === ci + 1 || nextCard === 0) continue;
    // the noun the student put it on is, on the card, modified by its opposite
    const cardModifier = card.terms[nextCard - 1]!;
    if (areOpposite(card.terms[ci]!.sense, cardModifier.sense)) return true;
  }
  return false;
}

/** The card's list segments in the order the student gave them: false when some come out of order. */
export function listInOrder(card: Analysis, matches: Matches): boolean {
  const firstSaid = new Map<number, number>();
  card.terms.forEach((t, ci) => {
    for (const u of matches[ci]?.user ?? []) {
      const known = firstSaid.get(t.segment);
      if (known === undefined || u.index < known) firstSaid.set(t.segment, u.index);
    }
  });
  const positions = [...firstSaid.entries()].sort(([a], [b]) => a - b).map(([, at]) => at);
  return positions.every((at, k) => k === 0 || at > positions[k - 1]!);
}

/** How many of the card's list segments the answer gives whole (every key word there). */
export function segmentsGiven(card: Analysis, matches: Matches, optional: ReadonlySet<number>): number {
  const complete = new Map<number, boolean>();
  card.terms.forEach((t: Term, ci) => {
    if (optional.has(t.index) || t.weight < 1) return;
    complete.set(t.segment, (complete.get(t.segment) ?? true) && matches[ci] !== null);
  });
  return [...complete.values()].filter(Boolean).length;
}

/** More changes of place or form than any card answer holds: the rest are not compared. */
const MAX_DIRECTIONS = 32;

interface OneWay {
  from: Set<string>;
  to: Set<string>;
}

/** A direction's senses found only on its start side and only on its end side, once per distinct direction. */
function oneWays(directions: readonly Direction[]): OneWay[] {
  const seen = new Map<string, OneWay>();
  for (const d of directions) {
    const only = (a: string[], b: string[]) => {
      const other = new Set(b);
      return new Set(a.filter((s) => !other.has(s)));
    };
    const way = { from: only(d.from, d.to), to: only(d.to, d.from) };
    const key = `${[...way.from].join(' ')}>${[...way.to].join(' ')}`;
    if (!seen.has(key)) seen.set(key, way);
    if (seen.size >= MAX_DIRECTIONS) break;
  }
  return [...seen.values()];
}

/**
 * "machine code into source code" for "source code into machine code": a word only the card's
 * start has is at the student's end, and one only the card's end has is at the student's start.
 */
export function directionReversed(card: Analysis, typed: Analysis): boolean {
  const meets = (a: Set<string>, b: Set<string>) => [...a].some((s) => b.has(s));
  const typedWays = oneWays(typed.directions);
  return oneWays(card.directions).some((c) => typedWays.some((t) => meets(c.from, t.to) && meets(c.to, t.from)));
}
