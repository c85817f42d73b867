import { hasMath } from '@coursecards/shared/domain/math-text';
import { analyseAnswer } from '../answers/analyse-answer.ts';
import { isFormula } from '../answers/formula.ts';
import { GIVEN_NAMES } from '../answers/person-names.ts';
import { MONTHS } from '../generation/english.ts';

/**
 * What sort of thing an answer is, so wrong options look like the right one: a year is offered
 * other years, a person other people, a short term other terms.
 */
export type AnswerKind =
  'year' | 'date' | 'percent' | 'fraction' | 'number' | 'formula' | 'math' | 'person' | 'term' | 'phrase';

const ERAS = new Set(['ad', 'bc', 'bce', 'ce']);

export function answerKind(answer: string): AnswerKind {
  // LaTeX ($…$, math §4) is offered other LaTeX, whatever it says
  if (hasMath(answer)) return 'math';
  const analysis = analyseAnswer(answer);
  const words = analysis.rest.filter((t) => t.kind === 'word');
  const { quantities, terms } = analysis;
  if (quantities.length && words.some((t) => MONTHS.has(t.norm))) return 'date';
  if (quantities.length && terms.every((t) => ERAS.has(t.norm))) {
    const only = quantities.length === 1 ? quantities[0]! : null;
    if (only?.unit?.dim === 'percent') return 'percent';
    if (only?.fraction) return 'fraction';
    if (only && only.whole && !only.unit && only.value >= 1000 && only.value <= 2100) return 'year';
    if (only && terms.length && only.whole && !only.unit) return 'year';
    return 'number';
  }
  if (isFormula(analysis)) return 'formula';
  const capitalised = words.length >= 2 && words.length <= 4 && words.every((t) => /^\p{Lu}/u.test(t.raw));
  if (capitalised && GIVEN_NAMES.has(words[0]!.norm)) return 'person';
  return words.length <= 3 ? 'term' : 'phrase';
}

/** How well a candidate's kind fits the answer's: 0 the same, higher worse, Infinity never. */
export function kindDistance(answer: AnswerKind, candidate: AnswerKind): number {
  if (answer === candidate) return 0;
  if (answer === 'math' || candidate === 'math') return Infinity;
  const numeric: AnswerKind[] = ['year', 'date', 'percent', 'fraction', 'number'];
  if (numeric.includes(answer) || numeric.includes(candidate)) {
    const near = (answer === 'year' && candidate === 'date') || (answer === 'date' && candidate === 'year');
    const numbers =
      (answer === 'number' && candidate === 'fraction') || (answer === 'fraction' && candidate === 'number');
    return near || numbers ? 1 : Infinity;
  }
  if (answer === 'formula' || candidate === 'formula') return Infinity;
  if (answer === 'person' || candidate === 'person') return 2;
  return 1; // a term for a phrase or the reverse
}
