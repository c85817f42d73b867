import type { Analysis } from './analyse-answer.ts';
import { matchCountWords } from './counts.ts';
import { compareQuantity, matchQuantities, type QuantityMatching } from './compare-quantities.ts';
import { matchTerms, misspeltNumberWord } from './match-terms.ts';
import type { TermMatch } from './term-match.ts';
import { numberInWords } from './number-words.ts';
import type { Quantity } from './quantities.ts';
import type { QuestionContext } from './question-context.ts';
import { matchQuietWords } from './quiet-words.ts';
import { matchRelation, type RelationVerdict } from './relations.ts';
import { usedByStudent } from './term-lookups.ts';
import { matchMagnitude } from './trends.ts';
import type { WorkBudget } from './work-budget.ts';

/** What of the card's answer the student's answers: per card number and per card word. */
export interface AnswerMatches {
  numbers: QuantityMatching;
  /** per card term: the student's words that answer it, or null */
  terms: (TermMatch | null)[];
  /** how the student keeps the relation the card states ("X causes Y"), if it states one */
  relation: RelationVerdict;
}

/**
 * Pairs the card's numbers and words with the student's: numbers first (in the unit the question
 * asks in), then words (synonyms, forms, typos, acronyms), then what filler words, a factor said in
 * words ("by half") or a sign ("-1" for "negative") answer, and numbers written in words with a slip.
 */
export function matchAnswers(
  card: Analysis,
  typed: Analysis,
  context: QuestionContext,
  budget: WorkBudget,
): AnswerMatches {
  // "0" for "0 °C" when the question asks "in degrees Celsius": the number is in the unit asked for
  const askedUnit = card.quantities.find((q) => q.unit && context.unitDims.has(q.unit.dim))?.unit ?? null;
  // "one beat" for "1 beat": a lone "one" counts when the card's number is 1
  const cardHasOne = card.quantities.some((q) => q.value === 1);
  const inAskedUnit = (q: Quantity) => {
    if (!askedUnit || q.unit) return false;
    for (const c of card.quantities) {
      if (!budget.step()) return false;
      if (compareQuantity(c, q) === 'unitMissing') return true;
    }
    return false;
  };
  const typedQuantities = [...typed.quantities, ...(cardHasOne ? typed.weakQuantities : [])].map((q) =>
    askedUnit && inAskedUnit(q) ? { ...q, unit: askedUnit } : q,
  );
  const numbers = matchQuantities(card.quantities, typedQuantities, budget);
  const terms = matchTerms(card.terms, typed.terms, budget);
  // "went" for "What is the past participle of to go?": another form of the word is another answer
  if (context.asksForm) {
    terms.forEach((m, i) => {
      if (m && (m.kind === 'form' || m.kind === 'synonym')) terms[i] = null;
    });
  }
  matchMagnitude(card, typed, terms, [...typedQuantities, ...typed.weakQuantities]);
  matchCountWords(card, typed, terms);
  matchQuietWords(card, typed, terms, budget);

  // "-1" for "negative"
  const signWord = card.terms.findIndex((t, i) => !terms[i] && (t.norm === 'negative' || t.norm === 'positive'));
  if (signWord >= 0 && card.quantities.length === 0) {
    const wanted = card.terms[signWord]!.norm === 'negative' ? -1 : 1;
    if (typed.quantities.some((q) => Math.sign(q.value) === wanted)) {
      terms[signWord] = { kind: 'synonym', user: [], contradicts: card.terms[signWord]!.negated };
    }
  }
  return { numbers, terms, relation: matchRelation(card, typed, terms) };
}

/** Whether the student's answer gives anything of the card's: a word (however written) or a number. */
export function answersAnything({ numbers, terms }: AnswerMatches): boolean {
  return numbers.outcomes.some((o) => o !== null && o !== 'different') || terms.some((m) => m !== null);
}

/** "forteen" for 14: a card number the student wrote in words with a slip, a spelling matter. */
export function markMisspeltNumbers(
  card: Analysis,
  typed: Analysis,
  { numbers, terms }: AnswerMatches,
  budget: WorkBudget,
): void {
  const used = usedByStudent(terms);
  const spare = typed.terms.filter((t) => !used.has(t.index));
  const misspelt = new Map<string, boolean>();
  const isMisspelt = (word: string) => {
    if (!misspelt.has(word))
      misspelt.set(
        word,
        spare.some((t) => budget.step() && misspeltNumberWord(word, t)),
      );
    return misspelt.get(word)!;
  };
  card.quantities.forEach((q: Quantity, i) => {
    const word = numbers.outcomes[i] === null ? numberInWords(q.value) : null;
    if (word && !word.includes(' ') && isMisspelt(word)) numbers.outcomes[i] = 'misspelt';
  });
}
