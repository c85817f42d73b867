import type { Analysis, QuietWord } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import type { WorkBudget } from './work-budget.ts';

/**
 * "because" for "caused by", "getting" for "receiving": a filler word of the student's answers a
 * card word of its synonym group. "Because" names the cause after it, so for it the card's words on
 * each side of its cause word must be on the other side of "because" (the same side when the card
 * says "caused by"): "Inflation because of unemployment" answers "Unemployment causes inflation".
 */
export function matchQuietWords(
  card: Analysis,
  typed: Analysis,
  matches: (TermMatch | null)[],
  budget: WorkBudget,
): void {
  const sides = studentSides(card, matches);
  const bySense = new Map<string, { word: QuietWord; taken: boolean }[]>();
  for (const word of typed.quietWords) {
    const list = bySense.get(word.sense) ?? [];
    list.push({ word, taken: false });
    bySense.set(word.sense, list);
  }
  card.terms.forEach((c, ci) => {
    if (matches[ci]) return;
    for (const entry of bySense.get(c.sense) ?? []) {
      if (!budget.look()) return;
      if (entry.taken) continue;
      if (entry.word.norm === 'because' && !sides.agree(ci, entry.word.start)) continue;
      entry.taken = true;
      matches[ci] = { kind: 'synonym', user: [], contradicts: c.negated };
      return;
    }
  });
}

/**
 * Where the student put the words on each side of a card word, within its list segment: the
 * earliest and latest start of the student's words for the card words before it and after it.
 */
function studentSides(card: Analysis, matches: readonly (TermMatch | null)[]) {
  const n = card.terms.length;
  const starts = (i: number) => (matches[i]?.user ?? []).map((u) => u.start);
  const beforeMin = new Array<number>(n);
  const beforeMax = new Array<number>(n);
  const afterMin = new Array<number>(n);
  const afterMax = new Array<number>(n);
  for (let i = 0, lo = Infinity, hi = -Infinity; i < n; i++) {
    if (i > 0 && card.terms[i]!.segment !== card.terms[i - 1]!.segment) [lo, hi] = [Infinity, -Infinity];
    [beforeMin[i], beforeMax[i]] = [lo, hi];
    for (const s of starts(i)) [lo, hi] = [Math.min(lo, s), Math.max(hi, s)];
  }
  for (let i = n - 1, lo = Infinity, hi = -Infinity; i >= 0; i--) {
    if (i < n - 1 && card.terms[i]!.segment !== card.terms[i + 1]!.segment) [lo, hi] = [Infinity, -Infinity];
    [afterMin[i], afterMax[i]] = [lo, hi];
    for (const s of starts(i)) [lo, hi] = [Math.min(lo, s), Math.max(hi, s)];
  }
  return {
    /** Whether "because" at this position of the student's answer turns the card word's clause round. */
    agree(ci: number, because: number): boolean {
      const cause = card.terms[ci]!;
      const passive = /^\s+by\b/i.test(card.text.slice(cause.end, cause.end + 20));
      return passive
        ? beforeMax[ci]! < because && afterMin[ci]! >= because
        : beforeMin[ci]! >= because && afterMax[ci]! < because;
    },
  };
}
