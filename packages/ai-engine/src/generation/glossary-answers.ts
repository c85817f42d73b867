import { indefiniteArticle } from './english.ts';
import type { Token } from './nlp.ts';

/**
 * How a glossary line's explanation is asked and answered (issue 19): a formula is asked "How is X
 * calculated?", a verb-first explanation gets the kind it describes ("An acid that produces …"), and an
 * explanation that starts with a noun naming a kind gives the term its article ("What is a watershed?").
 */

/** "mass x velocity", "cross-sectional area × velocity": a product or quotient of named quantities */
export const FORMULA = /^[\p{L}][\p{L} -]{0,30}\s(?:x|×|\*|÷)\s[\p{L}][\p{L}\p{N} -]{0,30}(?:\s*\([^)]*\))?$/u;

/**
 * "What is an Arrhenius acid?" → "Produces H+ ions in water" does not say what it is: "An acid that
 * produces H+ ions in water". Only for an explanation that starts with a verb of its own (after
 * "only", "usually" …) and a term whose last word names its kind.
 */
export function withGenus(answer: string, head: string, tokens: readonly Token[]): string {
  let i = 0;
  while (tokens[i]?.pos === 'ADV' && i < 2) i++;
  const first = tokens[i];
  const verbFirst =
    first !== undefined &&
    /[^s]s$/.test(first.lower) &&
    first.lemma !== first.lower &&
    (first.pos === 'VERB' || (first.pos === 'NOUN' && i === 0 && tokens[1]?.pos === 'ADV'));
  if (!verbFirst || !/^[a-z]{3,}$/.test(head) || /s$/.test(head)) return answer;
  return `${indefiniteArticle(head)} ${head} that ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
}

/** Nouns that measure rather than name a kind ("discharge: volume of water …" is not "a discharge") */
export const MEASURES = new Set(
  'volume rate time distance amount force speed number measure quantity value ratio percentage level size degree proportion'.split(
    ' ',
  ),
);

/** The explanation starts with a singular noun naming a kind: "boundary between …", "lake formed when …". */
export function kindFirst(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  const next = tokens[1];
  return (
    first !== undefined &&
    first.pos === 'NOUN' &&
    first.lemma === first.lower &&
    /^[a-z]{3,}$/i.test(first.text) &&
    !/s$/.test(first.lower) &&
    next?.pos !== 'NOUN'
  );
}
