import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { Analysis } from './analyse-answer.ts';
import { directionReversed, fractionReversed, modifiersSwapped, operationChanged } from './answer-structure.ts';
import { countContradicts } from './counts.ts';
import type { AnswerMatches } from './match-answers.ts';
import { repeatsQuestion } from './not-required.ts';
import type { QuestionContext } from './question-context.ts';
import { incorrect } from './verdicts.ts';

/**
 * What makes an answer wrong whatever else it gets right: an opposite word, a negation the card
 * does not have (or lacks one it has), another count, a change or fraction the other way round,
 * another operation, modifiers swapped between their nouns, the question repeated, another number.
 */
export function contradiction(
  card: Analysis,
  typed: Analysis,
  { terms: matches }: AnswerMatches,
  context: QuestionContext,
): AnswerCheckResponse | null {
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
  if (countContradicts(card, typed, matches)) return incorrect('Careful: check how many.');
  if (directionReversed(card, typed)) return incorrect('Careful: the direction is the other way round.');
  if (fractionReversed(card, typed, matches)) return incorrect('Careful: the fraction is upside down.');
  if (operationChanged(card, typed)) return incorrect('Careful: check the operation.');
  if (modifiersSwapped(card, typed, matches)) return incorrect('Careful: the words are swapped round.');
  if (repeatsQuestion(card, typed, context)) return incorrect('That repeats the question.');
  return null;
}

/** Another number said where a card number is missing: "Check the number: 5 m is not the answer." */
export function anotherNumber(card: Analysis, { numbers }: AnswerMatches): AnswerCheckResponse | null {
  const missing = card.quantities.some((_, i) => numbers.outcomes[i] === null);
  return missing && numbers.extra.length
    ? incorrect(`Check the number: ${numbers.extra[0]!.raw} is not the answer.`)
    : null;
}
