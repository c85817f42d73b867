import type { Analysis, Term } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import { usedByStudent } from './term-lookups.ts';

/** How much of the card's answer a student gave, and what stands in place of what is missing. */

type Matches = readonly (TermMatch | null)[];

/**
 * Runs of missing card words, quoted as the card writes them ("light energy"); a run of words that
 * only name a kind ("energy" alone) is not worth mentioning.
 */
export function missingPhrases(card: Analysis, missing: readonly Term[]): string[] {
  const phrases: string[] = [];
  let run: Term[] = [];
  const flush = () => {
    if (run.some((t) => t.weight >= 1)) phrases.push(card.text.slice(run[0]!.start, run.at(-1)!.end));
    run = [];
  };
  for (const t of missing) {
    const last = run.at(-1);
    if (last && (t.index !== last.index + 1 || t.segment !== last.segment)) flush();
    run.push(t);
  }
  flush();
  return phrases;
}

/**
 * A card word left out and other words written in its place, between the same neighbours: "a
 * segment of RNA that codes…" for "a segment of DNA that codes…". `missing` are the card words to
 * look at (the key ones, or those that only name a kind). Returns the first such word and the
 * student's words in its place, or null.
 */
export function replacement(
  missing: readonly Term[],
  matches: Matches,
  card: Analysis,
  typed: Analysis,
): { missing: Term; written: Term[] } | null {
  const used = usedByStudent(matches);
  const isExtra = (t: Term) => !used.has(t.index) && t.norm.length > 1;
  // extrasBefore[k]: how many unused student words come before position k
  const extrasBefore = [0];
  for (const t of typed.terms) extrasBefore.push(extrasBefore.at(-1)! + (isExtra(t) ? 1 : 0));
  if (extrasBefore.at(-1) === 0) return null;
  // the student's position of the nearest answered card word at or before each card word, and at or after
  const said = (k: number, pick: (a: number, b: number) => number) => {
    const user = matches[k]?.user ?? [];
    return user.length ? user.map((t) => t.index).reduce(pick) : null;
  };
  const leftSaid: number[] = [];
  for (let k = 0, last = -1; k < card.terms.length; k++)
    leftSaid.push((last = said(k, (a, b) => Math.max(a, b)) ?? last));
  const rightSaid: number[] = new Array<number>(card.terms.length);
  for (let k = card.terms.length - 1, next = typed.terms.length; k >= 0; k--)
    rightSaid[k] = next = said(k, (a, b) => Math.min(a, b)) ?? next;
  for (const m of missing) {
    const left = m.index > 0 ? leftSaid[m.index - 1]! : -1;
    const right = m.index + 1 < card.terms.length ? rightSaid[m.index + 1]! : typed.terms.length;
    if (left < right && extrasBefore[right]! - extrasBefore[left + 1]! > 0)
      return { missing: m, written: typed.terms.slice(left + 1, right).filter(isExtra) };
  }
  return null;
}

export function substituted(missing: readonly Term[], matches: Matches, card: Analysis, typed: Analysis): boolean {
  return replacement(missing, matches, card, typed) !== null;
}

export function isList(card: Analysis): boolean {
  if (card.segments < 3) return false;
  const sizes = new Map<number, number>();
  for (const t of card.terms) sizes.set(t.segment, (sizes.get(t.segment) ?? 0) + 1);
  return [...sizes.values()].every((n) => n <= 3);
}

/** "A, T, G, C" for "adenine, thymine, guanine and cytosine". */
export function initialsOfList(card: Analysis, typed: Analysis): boolean {
  if (!isList(card) || typed.terms.length !== card.segments || !typed.terms.every((t) => t.norm.length === 1))
    return false;
  const firsts = new Map<number, string>();
  for (const t of card.terms) if (!firsts.has(t.segment)) firsts.set(t.segment, t.norm[0]!);
  const sorted = (letters: string[]) => letters.sort().join('');
  return sorted([...firsts.values()]) === sorted(typed.terms.map((t) => t.norm));
}
