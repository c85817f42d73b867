import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { Analysis } from './analyse-answer.ts';
import { compareQuantity } from './compare-quantities.ts';
import { directionReversed, fractionReversed, modifiersSwapped } from './answer-structure.ts';
import { countContradicts, onlyOneBroken } from './counts.ts';
import { hedged } from './hedges.ts';
import type { AnswerMatches } from './match-answers.ts';
import type { Quantity } from './quantities.ts';
import type { WorkBudget } from './work-budget.ts';
import { repeatsQuestion } from './not-required.ts';
import { operationChanged } from './operators.ts';
import type { QuestionContext } from './question-context.ts';
import { incorrect } from './verdicts.ts';

/**
 * What makes an answer wrong whatever else it gets right: the sides of a relation swapped round, an
 * opposite word, a negation the card does not have (or lacks one it has), the answer hedged with its
 * opposite or a look-alike, another count, a change or fraction the other way round,
 * another operation, modifiers swapped between their nouns, the question repeated, another number.
 */
export function contradiction(
  card: Analysis,
  typed: Analysis,
  { terms: matches, relation }: AnswerMatches,
  context: QuestionContext,
): AnswerCheckResponse | null {
  if (relation === 'swapped') return incorrect('Careful: the parts are the other way round.');
  const opposite = matches.findIndex((m) => m?.kind === 'opposite');
  if (opposite >= 0) {
    const said = matches[opposite]!.user[0]!.raw;
    return incorrect(`Careful: the answer is "${card.terms[opposite]!.raw}", not "${said}".`);
  }
  const contradicted = matches.findIndex((m) => m?.contradicts);
  if (contradicted >= 0) {
    const term = card.terms[contradicted]!;
    return incorrect(
      term.negated
        ? `Careful: the answer is "not ${term.raw}".`
        : `Careful: the answer is "${term.raw}", without "not".`,
    );
  }
  const hedge = hedged(card, typed, matches);
  if (hedge) return incorrect(`Careful: "${hedge.card.raw}" and "${hedge.other.raw}" cannot both be the answer.`);
  if (countContradicts(card, typed, matches)) return incorrect('Careful: check how many.');
  const only = onlyOneBroken(card, typed, matches);
  if (only) return incorrect(`Careful: the answer is "only ${only.raw}".`);
  if (directionReversed(card, typed)) return incorrect('Careful: the direction is the other way round.');
  if (fractionReversed(card, typed, matches)) return incorrect('Careful: the fraction is upside down.');
  if (operationChanged(card, typed)) return incorrect('Careful: check the operation.');
  if (modifiersSwapped(card, typed, matches)) return incorrect('Careful: the words are swapped round.');
  if (repeatsQuestion(card, typed, context)) return incorrect('That repeats the question.');
  return null;
}

/**
 * Another number said where a card number is missing ("Check the number: 5 m is not the answer."),
 * or beside the card's own in a unit of the same kind that none of the card's numbers equals
 * ("one light-year, about 9.56 trillion km" for "one light-year, about 9.46 trillion km").
 */
export function anotherNumber(
  card: Analysis,
  { numbers }: AnswerMatches,
  budget: WorkBudget,
): AnswerCheckResponse | null {
  const wrong = (q: Quantity) => incorrect(`Check the number: ${q.raw} is not the answer.`);
  const missing = card.quantities.some((_, i) => numbers.outcomes[i] === null);
  if (missing && numbers.extra.length) return wrong(numbers.extra[0]!);
  const byDimension = new Map<string, Quantity[]>();
  for (const c of card.quantities) {
    if (!c.unit) continue;
    const list = byDimension.get(c.unit.dim);
    if (list) list.push(c);
    else byDimension.set(c.unit.dim, [c]);
  }
  const another = numbers.extra.find((e) => {
    const sameKind = e.unit ? byDimension.get(e.unit.dim) : undefined;
    return sameKind !== undefined && sameKind.every((c) => budget.step() && compareQuantity(c, e) === 'different');
  });
  return another ? wrong(another) : null;
}
