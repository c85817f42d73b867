import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { Analysis, Term } from './analyse-answer.ts';
import type { QuantityOutcome } from './compare-quantities.ts';
import type { TermMatch } from './term-match.ts';

/** The checker's three verdicts, and the feedback a close answer gets. */

export const CORRECT: AnswerCheckResponse = { isCorrect: true, isClose: false, feedback: '' };
export const close = (feedback: string): AnswerCheckResponse => ({ isCorrect: false, isClose: true, feedback });
export const incorrect = (feedback = ''): AnswerCheckResponse => ({ isCorrect: false, isClose: false, feedback });

export function quoteList(items: readonly string[]): string {
  const quoted = items.map((s) => `"${s}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** Feedback for flaws in a complete answer: spelling, accents, articles, units, rounding. */
export function feedbackForIssues(
  card: Analysis,
  matches: readonly (TermMatch | null)[],
  outcomes: readonly (QuantityOutcome | null)[],
  wrongArticles: readonly Term[],
): string[] {
  const unique = (items: string[]) => [...new Set(items)];
  const spelling = unique(card.terms.filter((_, i) => matches[i]?.kind === 'typo').map((t) => t.raw));
  const vague = unique(card.terms.filter((_, i) => matches[i]?.kind === 'vague').map((t) => t.raw));
  const accents = unique(card.terms.filter((_, i) => matches[i]?.kind === 'accent').map((t) => t.raw));
  const out: string[] = [];
  const unitMissing = card.quantities.find((_, i) => outcomes[i] === 'unitMissing');
  const unitWrong = card.quantities.find((_, i) => outcomes[i] === 'unitWrong');
  const rounded = card.quantities.find((_, i) => outcomes[i] === 'rounded');
  if (unitMissing?.unit) out.push(`Include the unit: ${unitMissing.unit.label}.`);
  if (unitWrong?.unit) out.push(`Check the unit: ${unitWrong.unit.label}.`);
  if (rounded) out.push(`The exact value is ${rounded.raw}.`);
  const misspeltNumber = card.quantities.find((_, i) => outcomes[i] === 'misspelt');
  if (misspeltNumber) out.push(`Check the spelling of the number: ${misspeltNumber.raw}.`);
  if (vague.length) out.push(`More precisely: ${quoteList(vague)}.`);
  if (spelling.length) out.push(`Check the spelling: ${quoteList(spelling.slice(0, 3))}.`);
  if (accents.length) out.push(`Check the accents: ${quoteList(accents.slice(0, 3))}.`);
  if (wrongArticles.length) out.push(`Check the article: ${quoteList(wrongArticles.map((t) => t.raw))}.`);
  return out;
}
