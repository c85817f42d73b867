import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { sameMathAnswer } from '@coursecards/shared/domain/math-answer';
import { analyseAnswer } from './analyse-answer.ts';
import { anotherNumber, contradiction } from './contradictions.ts';
import { initialsOfList } from './coverage.ts';
import { formulaKey, isFormula, sameFormula } from './formula.ts';
import { gradeCoverage } from './grade-coverage.ts';
import { compareLiterally, hasNothingToWeigh } from './literal-answer.ts';
import { answersAnything, markMisspeltNumbers, matchAnswers } from './match-answers.ts';
import { readQuestion } from './question-context.ts';
import { CORRECT, close, incorrect, quoteList } from './verdicts.ts';
import { foldAccents } from './word-forms.ts';
import { CHECK_STEPS, WorkBudget } from './work-budget.ts';

/**
 * Grades a typed answer against the card's answer (product decision 11): correct, close or incorrect,
 * with feedback saying what was missing or misspelled (empty when correct). Deterministic, no
 * network, linear in the answers' length. The rules, in order:
 * 0. math ($…$) on either side: the same formula in normal form → correct, else incorrect (never
 *    close, never by meaning: math §4);
 * 1. the same letters and digits → correct (a missing accent → close);
 * 2. a genotype (Aa) is compared case by case; a formula (PV = nRT, O(n log n)) whole;
 * 3. a different number, an opposite word or a negation the card does not have → incorrect;
 * 4. every meaning-bearing word and number there (synonyms, word forms, acronyms allowed) →
 *    correct, or close for a misspelling, missing accent or unit, a rounded value, a wrong article;
 * 5. otherwise by coverage: a key word replaced by another → incorrect (close in a list); most of
 *    a long answer there → correct; a part of it → close; little of it → incorrect.
 * The question, when given, relaxes 4 and 5 the way a teacher would: its subject need not be
 * repeated, nor the unit it asks in; for a trend ("How does X change?") the direction word is the
 * answer; "Name two…" wants two items of the card's list; "in order" makes the order count; a
 * question about a word's form (the past participle, the plural) wants that form. An
 * answer that only repeats the question's words ("GDP" for "What does GDP stand for?") is incorrect.
 */

/** A card side is at most this long (the API refuses more): the rest of a longer text is not read. */
const READ_LIMIT = SetLimits.cardTextMax;

/** Case, spacing and punctuation aside: the text two answers share when they are the same answer. */
export function compactForm(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // a point or separator between digits is part of the number: 98.1 is not 9.81
      .replace(/(\d)[\s.,]+(?=\d)/g, (m: string, digit: string) => `${digit}${/\./.test(m) ? '•' : '|'}`)
      .replace(/[\s.,;:!?'"‘’“”()[\]{}]+/g, '')
  );
}

/** Why a math answer with the right words, or nearly the right formula, is still wrong. */
export const MATH_FEEDBACK = 'Math is compared exactly: check the formula against the card.';

/** Aa, AA, aa, AaBb: the case is the answer; the order within a pair is not. */
function genotype(card: string, typed: string): AnswerCheckResponse | null {
  if (!/^(?:\p{L}\p{L}){1,3}$/u.test(card)) return null;
  const cardPairs = card.match(/../gu) ?? [];
  if (!cardPairs.every((p) => p[0]!.toLowerCase() === p[1]!.toLowerCase())) return null;
  const key = (pairs: readonly string[]) => pairs.map((p) => [...p].sort().join('')).join('|');
  return key(cardPairs) === key(typed.replace(/\s+/g, '').match(/../gu) ?? []) ? CORRECT : incorrect();
}

export function checkAnswerLocally(userAnswer: string, correctAnswer: string, question = ''): AnswerCheckResponse {
  const typedText = userAnswer.slice(0, READ_LIMIT).trim();
  const cardText = correctAnswer.slice(0, READ_LIMIT).trim();
  if (!typedText || !cardText) return incorrect();

  const sameMath = sameMathAnswer(typedText, cardText);
  if (sameMath !== null) return sameMath ? CORRECT : incorrect(MATH_FEEDBACK);

  const byCase = genotype(cardText, typedText);
  if (byCase) return byCase;

  const cardCompact = compactForm(cardText);
  const typedCompact = compactForm(typedText);
  // (punctuation alone, "..." or "?", is compared as it is: it leaves no compact form)
  if (!cardCompact) return sameMarks(cardText, typedText) ? CORRECT : incorrect();
  if (cardCompact === typedCompact) return CORRECT;

  const card = analyseAnswer(cardText);
  const typed = analyseAnswer(typedText);
  const context = readQuestion(question);

  if (isFormula(card)) return sameFormula(formulaKey(card), formulaKey(typed)) ? CORRECT : incorrect();
  if (foldAccents(cardCompact) === foldAccents(typedCompact)) {
    const accented = card.terms.filter((t) => t.accented !== t.norm).map((t) => t.raw);
    return close(`Check the accents: ${quoteList(accented.length ? accented : [cardText])}.`);
  }

  // Yes or no first: "No, they lack a nucleus" answers "No, prokaryotic cells do not have a nucleus".
  if (card.yesNo && typed.yesNo && card.yesNo !== typed.yesNo) return incorrect();
  const yesNoAgrees = card.yesNo !== null && typed.yesNo === card.yesNo;
  if (yesNoAgrees && typed.terms.length === 0 && typed.quantities.length === 0) return CORRECT;
  if (hasNothingToWeigh(card)) return compareLiterally(card, typed);

  const budget = new WorkBudget(CHECK_STEPS);
  const matches = matchAnswers(card, typed, context, budget);
  const wrong = contradiction(card, typed, matches, context);
  if (wrong) return wrong;
  markMisspeltNumbers(card, typed, matches, budget);
  const verdict = anotherNumber(card, matches, budget) ?? gradeCoverage(card, typed, matches, context, yesNoAgrees);
  // Correct needs something of the card's said: a word, a number, a yes or no, a list's initials
  // (never the rules' silence)
  const saidSomething = yesNoAgrees || answersAnything(matches) || initialsOfList(card, typed);
  return verdict.isCorrect && !saidSomething ? incorrect() : verdict;
}

/** Punctuation and signs as written, space aside: "..." (or "…") is not "?". */
function sameMarks(card: string, typed: string): boolean {
  const marks = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
  return marks(card) === marks(typed);
}
