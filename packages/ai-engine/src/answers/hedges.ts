import type { Analysis, Term } from './analyse-answer.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { isKnownWord } from './lexicon.ts';
import { negatingPrefix } from './match-terms.ts';
import type { TermMatch } from './term-match.ts';
import { oppositesOf } from './senses.ts';
import { cardIndexByStudentTerm, termFrom, usedByStudent } from './term-lookups.ts';

/**
 * An answer that hedges: the card's word with its opposite beside it ("increases or decreases",
 * "soluble and insoluble"), or with a look-alike offered as the alternative ("mitosis or meiosis").
 * It names the right answer without choosing it. Returns the card's word and the other one.
 */
export function hedged(
  card: Analysis,
  typed: Analysis,
  matches: readonly (TermMatch | null)[],
): { card: Term; other: Term } | null {
  const used = usedByStudent(matches);
  const answered = new Map<string, Term>();
  card.terms.forEach((c, ci) => {
    if (matches[ci]?.user.length && matches[ci].kind !== 'opposite') answered.set(c.sense, c);
  });
  const spare = typed.terms.filter((t) => !used.has(t.index) && !t.negated && t.norm.length > 2);
  for (const t of spare) {
    for (const sense of oppositesOf(t.sense)) {
      const c = answered.get(sense);
      if (c && !c.negated) return { card: c, other: t };
    }
  }
  // a look-alike only when offered as the alternative: the words on either side of an "or"
  const byStudent = cardIndexByStudentTerm(matches);
  for (const or of typed.rest.filter((r) => r.kind === 'word' && r.norm === 'or')) {
    const after = termFrom(typed.terms, or.end)?.index ?? typed.terms.length;
    const pair = [typed.terms[after - 1], typed.terms[after]];
    for (const [t, u] of [pair, [...pair].reverse()]) {
      const ci = u ? byStudent.get(u.index) : undefined;
      if (!t || ci === undefined || used.has(t.index)) continue;
      const c = card.terms[ci]!;
      if (looksAlike(c, t)) return { card: c, other: t };
    }
  }
  return null;
}

/** Another real word a letter or two from the card's ("mitosis", "meiosis"), or it with a negating prefix. */
function looksAlike(c: Term, t: Term): boolean {
  if (negatingPrefix(c.norm, t.norm)) return true;
  return c.norm.length >= 5 && t.root !== c.root && isKnownWord(t.norm) && boundedEditDistance(c.norm, t.norm, 2) <= 2;
}
