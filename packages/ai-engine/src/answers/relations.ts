import type { Analysis, Term } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import { areOpposite } from './senses.ts';
import type { Token } from './tokens.ts';
import { lemmasOf } from './wordnet.ts';

/**
 * A relation between two sides: "X equals Y", "X is greater than Y", "X causes Y". A bag of words
 * takes "Demand causes supply" for "Supply causes demand"; here each card word must stay on its side
 * of the relation, or cross over as a whole when the student turns the relation round ("Y is caused
 * by X", "Y is less than X"; either way for "equals"). Read only when each answer holds one such
 * relation: a longer text with several is left to the other rules.
 */

type Family = 'equal' | 'order' | 'cause';

interface Marker {
  family: Family;
  start: number;
  end: number;
  /** "less than", "<", "is caused by": the sides the other way round */
  backward: boolean;
  /** the comparative said ("faster than"), when it is no word of size (more, greater, less…) */
  comparative: Token | null;
}

const MORE = new Set(['greater', 'more', 'larger', 'bigger', 'higher']);
const LESS = new Set(['less', 'fewer', 'smaller', 'lower']);

/** The relation marker starting at token i, and how many tokens it takes. */
function markerAt(rest: readonly Token[], i: number): { marker: Omit<Marker, 'start' | 'end'>; length: number } | null {
  const t = rest[i]!;
  const next = rest[i + 1];
  const word = t.kind === 'word' ? t.norm : '';
  const nextWord = next?.kind === 'word' && !next.boundary ? next.norm : '';
  const mark = (family: Family, backward: boolean, length = 1, comparative: Token | null = null) => ({
    marker: { family, backward, comparative },
    length,
  });
  if (t.kind === 'symbol') {
    if (t.raw === '=') return mark('equal', false);
    if (t.raw === '>' || t.raw === '≥') return mark('order', false);
    if (t.raw === '<' || t.raw === '≤') return mark('order', true);
    return null;
  }
  if (word === 'equals') return mark('equal', false);
  if (word === 'equal' && nextWord === 'to') return mark('equal', false, 2);
  if (nextWord === 'than' && word !== 'rather' && word !== 'other') {
    if (MORE.has(word)) return mark('order', false, 2);
    if (LESS.has(word)) return mark('order', true, 2);
    return mark('order', false, 2, t);
  }
  if (word === 'exceeds' || word === 'exceed') return mark('order', false);
  if (word === 'lead_to' || word === 'result_in') return mark('cause', false);
  if (word === 'because') return mark('cause', true, nextWord === 'of' ? 2 : 1);
  if (word === 'due' && nextWord === 'to') return mark('cause', true, 2);
  if (/^result/.test(word) && nextWord === 'from') return mark('cause', true, 2);
  const lemmas = lemmasOf(word);
  if (lemmas.includes('cause') || lemmas.includes('produce')) {
    return nextWord === 'by' ? mark('cause', true, 2) : mark('cause', false);
  }
  return null;
}

/** The one relation an answer states, or null when it states none or several. */
function relationOf(answer: Analysis): Marker | null {
  let found: Marker | null = null;
  for (let i = 0; i < answer.rest.length; i++) {
    const at = markerAt(answer.rest, i);
    if (!at) continue;
    if (found) return null;
    const last = answer.rest[i + at.length - 1]!;
    found = { ...at.marker, start: answer.rest[i]!.start, end: last.end };
    i += at.length - 1;
  }
  return found;
}

/** Whether two markers say the same relation (true), the same one turned round (false), or neither (null). */
function sameWay(card: Marker, typed: Marker, card0: Analysis, typed0: Analysis): boolean | null {
  if (card.family !== typed.family) return null;
  if (card.family !== 'order' || (!card.comparative && !typed.comparative)) return card.backward === typed.backward;
  // comparatives other than size: the same word, or its opposite ("faster" and "slower")
  const senseOf = (m: Marker, a: Analysis) => a.terms.find((t) => t.start === m.comparative?.start)?.sense ?? null;
  const [c, t] = [senseOf(card, card0), senseOf(typed, typed0)];
  if (c === null || t === null) return null;
  if (c === t) return true;
  return areOpposite(c, t) ? false : null;
}

export type RelationVerdict =
  /** a card word on the wrong side: another claim */
  | 'swapped'
  /** the same relation, perhaps turned round as a whole ("Y is less than X" for "X is greater than Y") */
  | 'kept'
  | null;

const inside = (m: Marker, t: { start: number }) => t.start >= m.start && t.start < m.end;
const leftOf = (m: Marker, t: { start: number }) => t.start < m.start;

/**
 * How the student's answer keeps the card's relation. With no relation said, a law's left side
 * ("Force equals…") used on its right ("mass times force") is the roles swapped too. When the
 * relation is kept, the card's relation words ("greater") count as answered by the student's
 * ("larger", or "less" with the sides turned round).
 */
export function matchRelation(card: Analysis, typed: Analysis, matches: (TermMatch | null)[]): RelationVerdict {
  const cardMarker = relationOf(card);
  if (!cardMarker) return null;
  const typedMarker = relationOf(typed);
  // words on both sides of the card ("% change in … = % change in …") say nothing about the sides
  const count = new Map<string, number>();
  for (const t of card.terms) count.set(t.sense, (count.get(t.sense) ?? 0) + 1);
  const sided = card.terms.filter((t) => !inside(cardMarker, t) && count.get(t.sense) === 1);

  if (!typedMarker) {
    if (cardMarker.family !== 'equal') return null;
    const said = (t: Term) => (matches[t.index]?.user.length ?? 0) > 0;
    const leftSaid = sided.some((t) => leftOf(cardMarker, t) && said(t));
    const rightMissing = sided.some((t) => !leftOf(cardMarker, t) && t.weight >= 1 && matches[t.index] === null);
    return leftSaid && rightMissing ? 'swapped' : null;
  }
  const way = sameWay(cardMarker, typedMarker, card, typed);
  if (way === null) return null;
  let kept = 0;
  let crossed = 0;
  for (const t of sided) {
    for (const u of matches[t.index]?.user ?? []) {
      if (inside(typedMarker, u)) continue;
      if (leftOf(cardMarker, t) === leftOf(typedMarker, u)) kept++;
      else crossed++;
    }
  }
  const [right, wrong] =
    cardMarker.family === 'equal'
      ? [Math.max(kept, crossed), Math.min(kept, crossed)]
      : way
        ? [kept, crossed]
        : [crossed, kept];
  if (wrong > 0 && (cardMarker.family === 'equal' || wrong >= right)) return 'swapped';
  if (right === 0) return null;
  // (a relation word already answered keeps its match, and a negation said on one side only still counts)
  const typedWord = typed.terms.find((u) => inside(typedMarker, u));
  card.terms.forEach((t, ci) => {
    if (!inside(cardMarker, t) || !typedWord || (matches[ci] && matches[ci].kind !== 'opposite')) return;
    matches[ci] = { kind: 'synonym', user: [typedWord], contradicts: t.negated !== typedWord.negated };
  });
  return 'kept';
}
