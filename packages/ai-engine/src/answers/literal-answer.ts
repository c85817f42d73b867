import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import type { Analysis } from './analyse-answer.ts';
import { CORRECT, close, incorrect } from './verdicts.ts';
import { foldAccents } from './word-forms.ts';

/**
 * A card answer with no meaning-bearing word and no number ("+", "...", "à", "she") has nothing for
 * the rules to weigh: it is compared as written, word by word and sign by sign, with an operator's
 * name as good as its sign ("plus" for "+"). The same → correct; only accents missing → close;
 * anything else → incorrect (an answer that says something else never passes for saying nothing).
 */

/** The names of operators and comparisons, as one sign each. */
const SIGN_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\bplus\b/g, '+'],
  [/\bminus\b/g, '-'],
  [/\b(?:times|multiplied by)\b/g, '×'],
  [/\*/g, '×'],
  [/\bdivided by\b/g, '/'],
  [/\b(?:equals|is equal to|equal to)\b/g, '='],
  [/\b(?:less|fewer|smaller) than\b/g, '<'],
  [/\b(?:greater|more|larger|bigger) than\b/g, '>'],
];

/** The answer's words (lower case, accents kept) and signs in order, a sign repeated by its name once. */
function literalKey(answer: Analysis): string {
  let key = answer.tokens.map((t) => (t.kind === 'word' ? t.lower : t.raw)).join(' ');
  for (const [name, sign] of SIGN_NAMES) key = key.replace(name, sign);
  return key
    .split(' ')
    .filter((item, i, all) => item !== '' && item !== all[i - 1])
    .join(' ');
}

/** Whether the card's answer is one this comparison is for: no term, no number, no yes or no. */
export function hasNothingToWeigh(card: Analysis): boolean {
  return card.terms.length === 0 && card.quantities.length === 0 && card.yesNo === null;
}

export function compareLiterally(card: Analysis, typed: Analysis): AnswerCheckResponse {
  const cardKey = literalKey(card);
  const typedKey = literalKey(typed);
  if (cardKey === typedKey) return CORRECT;
  if (cardKey !== '' && foldAccents(cardKey) === foldAccents(typedKey)) {
    return close(`Check the accents: "${card.text.trim()}".`);
  }
  return incorrect();
}
