import type { Term } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';

/** Look-ups the rules share, each built once per check so no rule scans the answer per word. */

type Matches = readonly (TermMatch | null)[];

/** The indexes of the student's terms that answer some card term. */
export function usedByStudent(matches: Matches): Set<number> {
  const used = new Set<number>();
  for (const m of matches) for (const t of m?.user ?? []) used.add(t.index);
  return used;
}

/** For each student term index, the first card term it answers. */
export function cardIndexByStudentTerm(matches: Matches): Map<number, number> {
  const byStudent = new Map<number, number>();
  matches.forEach((m, ci) => {
    for (const t of m?.user ?? []) if (!byStudent.has(t.index)) byStudent.set(t.index, ci);
  });
  return byStudent;
}

/** The first term that starts at or after a position of the text (terms are in text order). */
export function termFrom(terms: readonly Term[], offset: number): Term | undefined {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return terms[lo];
}
