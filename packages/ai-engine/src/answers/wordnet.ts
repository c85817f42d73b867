import { createRequire } from 'node:module';
import { memoize } from './own.ts';
import type { WordnetTable } from './build-wordnet-table.ts';
// a static import, so the server's bundle carries the table; its maps are built on first use
import wordnetTable from './wordnet-table.json' with { type: 'json' };

/**
 * A thesaurus and lemmatiser for the answer checker: WordNet synonyms restricted to each word's
 * frequent senses and WordNet derivation pairs (wordnet-table.json, built by build-wordnet-table.ts),
 * and the lemmas of irregular nouns and verbs (wink-lemmatizer: struck → strike, mice → mouse).
 * Words are the checker's norms: lower case, accents folded, British spellings unified. Loaded once,
 * on first use or by warmUpWordnet().
 */

interface Lemmatizer {
  noun(word: string): string;
  verb(word: string): string;
  adjective(word: string): string;
}

interface Loaded {
  /** word → the synonym groups it belongs to */
  groups: Map<string, number[]>;
  /** word → the words derived from it or it from them */
  derived: Map<string, string[]>;
  lemmatizer: Lemmatizer;
}

let loaded: Loaded | undefined;

/** Past this a word is no word: nothing to look up (and the lemmatiser's rules stay cheap). */
const MAX_WORD = 30;

function load(): Loaded {
  const require = createRequire(import.meta.url);
  const table: WordnetTable = wordnetTable;
  const groups = new Map<string, number[]>();
  table.synonyms.forEach((group, id) => {
    for (const word of group.split(' ')) {
      const list = groups.get(word);
      if (list) list.push(id);
      else groups.set(word, [id]);
    }
  });
  const derived = new Map<string, string[]>();
  for (const pair of table.derived) {
    const [a, b] = pair.split(' ') as [string, string];
    derived.set(a, [...(derived.get(a) ?? []), b]);
    derived.set(b, [...(derived.get(b) ?? []), a]);
  }
  return { groups, derived, lemmatizer: require('wink-lemmatizer') as Lemmatizer };
}

function wordnet(): Loaded {
  loaded ??= load();
  return loaded;
}

/** Loads the tables now, so the first answer checked does not wait for them. */
export function warmUpWordnet(): void {
  wordnet();
}

function isWord(word: string): boolean {
  return word.length >= 3 && word.length <= MAX_WORD && /^[a-z]+$/.test(word);
}

/**
 * The word and its noun and verb lemmas: "struck" → struck, strike; "arteries" → artery. Adjective
 * lemmas are left out on purpose: "better" is not "good" in an answer.
 */
export const lemmasOf = memoize(function lemmasOfWord(word: string): string[] {
  if (!isWord(word)) return [word];
  const { lemmatizer } = wordnet();
  const out = [word];
  for (const lemma of [lemmatizer.noun(word), lemmatizer.verb(word)]) {
    if (lemma && lemma !== word && !out.includes(lemma)) out.push(lemma);
  }
  return out;
});

/** Two different words with a lemma in common: "struck" and "strikes", "mouse" and "mice". */
export function sameLemma(a: string, b: string): boolean {
  if (a === b || !isWord(a) || !isWord(b)) return false;
  const lemmas = lemmasOf(b);
  return lemmasOf(a).some((l) => lemmas.includes(l));
}

/** Keys a word is found by among synonyms: its synonym groups, through any of its lemmas. */
export const synonymKeys = memoize(function synonymKeysOf(word: string): number[] {
  if (!isWord(word)) return [];
  const { groups } = wordnet();
  const keys = new Set<number>();
  for (const lemma of lemmasOf(word)) for (const id of groups.get(lemma) ?? []) keys.add(id);
  return [...keys];
});

/** synonymKeys as a set, for the pairwise comparisons of long answers. */
const synonymKeySet = memoize((word: string): ReadonlySet<number> => new Set(synonymKeys(word)));

/** Words that share a frequent WordNet sense: "transport" and "carried", "halt" and "stop". */
export function areWordnetSynonyms(a: string, b: string): boolean {
  if (a === b) return false;
  const keys = synonymKeySet(b);
  return synonymKeys(a).some((k) => keys.has(k));
}

/** Words WordNet derives one from the other, through their lemmas: "absorbed" and "absorption". */
export function areDerived(a: string, b: string): boolean {
  if (a === b || !isWord(a) || !isWord(b)) return false;
  const { derived } = wordnet();
  const lemmasB = lemmasOf(b);
  return lemmasOf(a).some((l) => (derived.get(l) ?? []).some((d) => lemmasB.includes(d)));
}

/**
 * Keys a phrasal verb is found by among synonyms: "collided" + "with" → collide_with's groups
 * (hit, strike), through the verb's lemmas.
 */
export function phraseKeys(word: string, particle: string): number[] {
  if (!isWord(word)) return [];
  const { groups } = wordnet();
  const keys = new Set<number>();
  for (const lemma of lemmasOf(word)) for (const id of groups.get(`${lemma}_${particle}`) ?? []) keys.add(id);
  return [...keys];
}

/** The words WordNet derives from the word or it from them, through its lemmas ("absorption" → absorb). */
export const derivedWords = memoize(function derivedWordsOf(word: string): string[] {
  if (!isWord(word)) return [];
  const { derived } = wordnet();
  return [...new Set(lemmasOf(word).flatMap((l) => derived.get(l) ?? []))];
});

/** A plural noun: its noun lemma is another word ("sellers" → seller, "people" → person). */
export function isPlural(word: string): boolean {
  if (word === 'people') return true;
  if (!isWord(word)) return false;
  const lemma = wordnet().lemmatizer.noun(word);
  return lemma.length > 0 && lemma !== word;
}

/**
 * The adjective a comparative or superlative is made from: "bigger" → big, "quickest" → quick;
 * null for any other word ("water", "better" is "good" only to a lemmatiser, kept apart on purpose
 * by the caller's word lists).
 */
export function comparativeOf(word: string): { base: string; degree: 'er' | 'est' } | null {
  if (!isWord(word) || !/(?:er|est)$/.test(word)) return null;
  const base = wordnet().lemmatizer.adjective(word);
  if (!base || base === word) return null;
  return { base, degree: word.endsWith('est') ? 'est' : 'er' };
}
