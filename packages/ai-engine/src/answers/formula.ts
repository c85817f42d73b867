import type { Analysis } from './analyse-answer.ts';
import { own } from './own.ts';
import { COMPLEXITY_NAMES } from './symbol-names.ts';
import { foldAccents } from './word-forms.ts';

/**
 * Formulas and expressions (PV = nRT, ½mv², O(n log n), 2x) are compared whole, in one compact
 * spelling: a bag of words would call x² and 2x the same.
 */
const MATH_WORDS = new Set(['sqrt', 'log', 'ln', 'sin', 'cos', 'tan', 'pi', 'exp', 'lim', 'mod', 'squared', 'cubed']);
const OPERATORS = new Set(['=', '^', '/', '+', '-', '×', '*', '±', '!', '<', '>', '≤', '≥']);

/** The card's answer is a formula: operators between short symbols, an algebraic term, or big-O. */
export function isFormula(answer: Analysis): boolean {
  const words = answer.rest.filter((t) => t.kind === 'word');
  if (words.length === 0 || words.some((t) => t.raw.length > 3 && !MATH_WORDS.has(t.lower))) return false;
  if (/^\s*O\s*\(/.test(answer.text)) return true;
  if (answer.rest.some((t) => t.kind === 'symbol' && OPERATORS.has(t.raw))) return true;
  // "2x", "3ab": a number glued to a letter
  return answer.tokens.some(
    (t, i) => t.kind === 'number' && answer.tokens[i + 1]?.kind === 'word' && !answer.tokens[i + 1]!.spaced,
  );
}

/** The formula part of an answer: up to the first ordinary word ("PV = nRT where R is…"). */
function formulaPart(answer: Analysis): string {
  const stop = answer.tokens.find((t) => t.kind === 'word' && t.raw.length > 3 && !MATH_WORDS.has(t.lower));
  return stop ? answer.text.slice(0, stop.start) : answer.text;
}

/** One spelling of a formula: lower case, no spaces, brackets, carets or multiplication signs. */
export function formulaKey(answer: Analysis): string {
  const single = answer.terms.length === 1 && answer.quantities.length === 0 ? answer.terms[0]!.norm : '';
  const named = own(COMPLEXITY_NAMES, single);
  if (named !== undefined) return named;
  let s = foldAccents(formulaPart(answer).toLowerCase().trim());
  const bigO = /^o\s*\((.*)\)$/.exec(s);
  if (bigO) s = bigO[1]!;
  return s
    .replace(/\bsquared\b/g, '^2')
    .replace(/\bcubed\b/g, '^3')
    .replace(/\b(?:is equal to|equals|is)\b/g, '=')
    .replace(/\btimes\b/g, '')
    .replace(/\b(?:divided by|over)\b/g, '/')
    .replace(/\bplus\b/g, '+')
    .replace(/\bminus\b/g, '-')
    .replace(/\b(?:square root of|sqrt)\b/g, '√')
    .replace(/\bpi\b/g, 'π')
    .replace(/[\s*×()[\]{}^]/g, '')
    .replace(/(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/g, (_, a: string, b: string) => String(Number(a) / Number(b)))
    .replace(/\d+\.\d+/g, (n) => String(Number(n)));
}

/** Equal formulas; the left-hand side may be left out ("½mv²" for "KE = ½mv²"). */
export function sameFormula(correct: string, typed: string): boolean {
  if (correct === typed) return true;
  const rhs = (key: string) => (key.includes('=') ? key.slice(key.indexOf('=') + 1) : key);
  return rhs(correct) === rhs(typed) && !(correct.includes('=') && typed.includes('=')) && rhs(correct) !== '';
}
