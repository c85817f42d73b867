/**
 * One labelled answer: what a student typed for a card, and what a fair teacher would mark it.
 * The labels were written before the checker was built or tuned (see data/README.md).
 */
export type AnswerLabel = 'correct' | 'close' | 'incorrect';

/** What kind of difference from the card's answer the pair tests. */
export type AnswerCategory =
  | 'exact' // the card's answer, perhaps other case or spacing
  | 'format' // punctuation, symbols, hyphens, spacing, subscripts
  | 'filler' // articles, "I think", "it is", titles, trailing question marks
  | 'typo' // a misspelling of the right word
  | 'accent' // a missing or wrong diacritic
  | 'synonym' // another word for the same thing, an acronym or its expansion
  | 'inflection' // plural, tense, derivation, British/American spelling
  | 'number-form' // the same number written differently (words, fraction, percent, scientific)
  | 'unit' // unit spelled differently, converted, or left out
  | 'rounding' // a less precise value
  | 'word-order' // the same words in another order
  | 'extra' // the right answer plus correct extra detail
  | 'name' // a person's surname alone, first name alone
  | 'partial' // part of the answer is missing
  | 'paraphrase' // the same meaning in other words
  | 'negation' // the opposite: not, antonyms, prefixes
  | 'confusable' // a different real term that looks like the right one
  | 'wrong-number' // a different number
  | 'wrong'; // another answer

export interface AnswerPair {
  subject: string;
  question: string;
  correctAnswer: string;
  userAnswer: string;
  label: AnswerLabel;
  category: AnswerCategory;
}

export type Attempt = readonly [userAnswer: string, label: AnswerLabel, category: AnswerCategory];

/** All the attempts at one card, as pairs. */
export function card(
  subject: string,
  question: string,
  correctAnswer: string,
  attempts: readonly Attempt[],
): AnswerPair[] {
  return attempts.map(([userAnswer, label, category]) => ({
    subject,
    question,
    correctAnswer,
    userAnswer,
    label,
    category,
  }));
}
