import type { Vocabulary } from './candidate.ts';
import { isCommonWord } from './dictionary.ts';
import { DETERMINERS } from './english.ts';
import type { Token } from './nlp.ts';

/** How a phrase or a verb of the notes reads inside a question. */

/**
 * A noun phrase as it reads inside a question: "The cell cycle" → "the cell cycle"; "Mitosis" →
 * "mitosis" when the notes also write it in lower case; names and acronyms keep their capitals.
 */
export function inQuestion(phrase: string, vocabulary: Vocabulary, lineStart = false, withArticle = true): string {
  const match = /^([\p{L}][\p{L}'’-]*)(?![\p{L}\d])/u.exec(phrase);
  if (!match) return phrase;
  const word = match[1] ?? '';
  const lower = word.toLowerCase();
  if (DETERMINERS.has(lower)) return lower + phrase.slice(word.length);
  if (word.length < 2 || /^\p{Lu}{2,}/u.test(word) || /\p{Lu}/u.test(word.slice(1))) return phrase;
  const rest = phrase.slice(word.length).replace(/\([^)]*\)/g, '');
  if (/\s\p{Lu}\p{Ll}/u.test(rest)) {
    // a name: "Battle of the Somme" reads "the Battle of the Somme" inside a question
    return NAMED_EVENTS.has(lower) && withArticle ? `the ${phrase}` : phrase;
  }
  const stem = lower.replace(/['’]s$/, '');
  if (vocabulary.capitalized.has(lower) || vocabulary.capitalized.has(stem)) return phrase;
  // A capital found in the dictionary, or at the start of a glossary line or list item, is there
  // only because of its place.
  if (vocabulary.lowercase.has(lower) || isCommonWord(stem) || lineStart || TECHNICAL_SHAPE.test(lower))
    return lower + phrase.slice(word.length);
  return phrase;
}

/**
 * Endings of technical common nouns (drugs, proteins, fields of study): capitalised only at the start
 * of a sentence or heading, unless the notes also capitalise them mid-sentence ("Cyclins are …" →
 * "What are cyclins?", "Naloxone reverses …" → "What does naloxone do?").
 */
const TECHNICAL_SHAPE = /(?:ins|ics|one|ines?|ases?|ides?|osis|ogy|isms?|cytes?|somes?|ogens?)$/;

const NAMED_EVENTS = new Set(
  'battle treaty war siege congress council league act revolution declaration alliance entente plan crisis armistice peace conference convention empire republic kingdom reformation renaissance'.split(
    ' ',
  ),
);

/** "do", "does" or "did", by the verb's form. */
export function doSupport(verb: Token, subjectPlural: boolean): 'do' | 'does' | 'did' | null {
  const w = verb.lower;
  const lemma = verb.lemma;
  if (w === lemma) return subjectPlural ? 'do' : null;
  if (/(?:ed|[^s]en)$/.test(w) || (verb.pos === 'VERB' && !w.endsWith('s') && w !== lemma)) return 'did';
  if (w.endsWith('s') && !subjectPlural) return 'does';
  return null;
}

/** A verb's base form, with a sanity check on the model's lemma. */
export function baseForm(verb: Token): string {
  const lemma = verb.lemma;
  if (lemma && lemma !== verb.lower && /^[a-z-]+$/.test(lemma)) return lemma;
  const w = verb.lower;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}
