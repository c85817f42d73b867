import type { Analysis } from './analyse-answer.ts';
import type { TermMatch } from './term-match.ts';
import { inQuestion, type QuestionContext } from './question-context.ts';
import { usedByStudent } from './term-lookups.ts';
import { TREND_SENSES } from './trends.ts';

/**
 * Card words a fair teacher would not require, given the question: the subject it already names
 * (while the card keeps a key word of its own that the student said), everything but the direction
 * word of a trend, and the left side of a law in words ("mass times acceleration").
 */
export function notRequired(
  card: Analysis,
  typed: Analysis,
  matches: readonly (TermMatch | null)[],
  context: QuestionContext,
  numbersGiven: boolean,
): Set<number> {
  const optional = new Set<number>();
  // the subject only: question words ("The rate increases", "A longitudinal wave" for "What type
  // of wave…?"), once every word of the card's own is there; further in, only when the student
  // wrote no word in their place ("new RNA strands" for "new DNA strands", asked about DNA)
  const own = card.terms.filter((t) => t.weight >= 1 && !inQuestion(context, t));
  const firstOwn = own[0]?.index ?? 0;
  const used = usedByStudent(matches);
  const spare = typed.terms.some((t) => !used.has(t.index) && t.norm.length > 1 && !inQuestion(context, t));
  // a card of a number and the question's words ("1 beat" for "How many beats…?") asks for the number
  const ownGiven = own.length > 0 || (card.quantities.length > 0 && numbersGiven);
  if (ownGiven && own.every((t) => matches[t.index] !== null)) {
    for (const t of card.terms) if ((t.index < firstOwn || !spare) && inQuestion(context, t)) optional.add(t.index);
  }
  if (context.asksTrend) {
    const head = card.terms.find((t) => TREND_SENSES.has(t.sense));
    if (head && matches[head.index] && matches[head.index]!.kind !== 'opposite') {
      for (const t of card.terms) if (t !== head) optional.add(t.index);
    }
  }
  const law = /^\s*[\p{L}\s]{1,40}?\s(?:equals|is equal to)\s/iu.exec(card.text);
  if (law && !/\b(?:equals|equal)\b|=/i.test(typed.text)) {
    for (const t of card.terms) if (t.end <= law[0].length) optional.add(t.index);
  }
  return optional;
}

/** Every word of the answer is one the question already says, and none is the card's. */
export function repeatsQuestion(card: Analysis, typed: Analysis, context: QuestionContext): boolean {
  return (
    typed.terms.length > 0 &&
    typed.quantities.length === 0 &&
    typed.terms.every((t) => inQuestion(context, t)) &&
    !card.terms.some((t) => inQuestion(context, t))
  );
}
