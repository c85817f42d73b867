import type { Term } from './analyse-answer.ts';
import { isKnownWord } from './lexicon.ts';
import type { TermMatch } from './term-match.ts';
import type { WorkBudget } from './work-budget.ts';

/** "GDP" for "gross domestic product", "SMTP" for "Simple Mail Transfer Protocol", and the reverse. */
export function matchAcronyms(
  correct: readonly Term[],
  user: readonly Term[],
  matches: (TermMatch | null)[],
  used: Set<number>,
  budget: WorkBudget,
): void {
  for (const typed of user) {
    if (budget.spent) return;
    if (used.has(typed.index) || typed.norm.length < 2 || typed.norm.length > 6 || !/^\p{L}+$/u.test(typed.norm))
      continue;
    if (!typed.acronym && isKnownWord(typed.norm)) continue;
    for (let start = 0; start < correct.length && budget.look(); start++) {
      if (correct[start]!.initials[0] !== typed.norm[0]) continue;
      let initials = '';
      let end = start;
      while (end < correct.length && initials.length < typed.norm.length && !matches[end]) {
        initials += correct[end]!.initials;
        end++;
      }
      if (initials === typed.norm && end - start >= 2) {
        used.add(typed.index);
        for (let k = start; k < end; k++) matches[k] = { kind: 'synonym', user: [typed], contradicts: false };
        break;
      }
    }
  }
  correct.forEach((c, ci) => {
    if (matches[ci] || !c.acronym) return;
    for (let start = 0; start < user.length && budget.look(); start++) {
      if (user[start]!.initials[0] !== c.norm[0]) continue;
      let initials = '';
      let end = start;
      while (end < user.length && initials.length < c.norm.length && !used.has(user[end]!.index)) {
        initials += user[end]!.initials;
        end++;
      }
      if (initials === c.norm && end - start >= 2) {
        const typed = user.slice(start, end);
        for (const t of typed) used.add(t.index);
        matches[ci] = { kind: 'synonym', user: typed, contradicts: false };
        return;
      }
    }
  });
}
