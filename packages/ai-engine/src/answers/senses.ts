import { ANTONYM_PAIRS, SYNONYM_GROUPS } from './synonyms-antonyms-homophones.ts';
import { foldAccents, unifySpelling, wordRoot } from './word-forms.ts';
import { comparativeOf } from './wordnet.ts';

/**
 * What a word means, as far as the checker tells meanings apart: its curated synonym group (else
 * its root), and which meanings are opposites ("rise" and "fall", "donor" and "acceptor").
 */

/** word, spelling-unified word and root → its synonym group */
export const senseOf = new Map<string, string>();
SYNONYM_GROUPS.forEach((group, id) => {
  for (const word of group) {
    senseOf.set(word, `#${id}`);
    const norm = unifySpelling(foldAccents(word));
    senseOf.set(norm, `#${id}`);
    senseOf.set(wordRoot(norm), `#${id}`);
  }
});

/**
 * The sense of a word: its synonym group when it has one, else its root. A comparative of a
 * grouped adjective has the group's comparative sense: "bigger" and "larger" meet, not "big".
 */
export function senseOfWord(norm: string, root: string): string {
  const sense = senseOf.get(norm) ?? senseOf.get(root);
  if (sense) return sense;
  const comparative = /(?:er|est)$/.test(norm) ? comparativeOf(norm) : null;
  const base = comparative && senseOf.get(comparative.base);
  return base ? `${base}:${comparative.degree}` : root;
}

const antonyms = new Map<string, Set<string>>();
for (const [a, b] of ANTONYM_PAIRS) {
  const senseA = senseOfWord(a, wordRoot(a));
  const senseB = senseOfWord(b, wordRoot(b));
  if (!antonyms.has(senseA)) antonyms.set(senseA, new Set());
  if (!antonyms.has(senseB)) antonyms.set(senseB, new Set());
  antonyms.get(senseA)!.add(senseB);
  antonyms.get(senseB)!.add(senseA);
}

/** Whether two senses are opposites ("rise" and "fall", "donor" and "acceptor"). */
export function areOpposite(a: string, b: string): boolean {
  return antonyms.get(a)?.has(b) === true;
}

const NONE: ReadonlySet<string> = new Set();

/** The senses opposite to a sense. */
export function oppositesOf(sense: string): ReadonlySet<string> {
  return antonyms.get(sense) ?? NONE;
}
