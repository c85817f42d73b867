import { teacherProblems, type NotesUsage } from './teacher-checks.ts';

export { notesUsage, type NotesUsage } from './teacher-checks.ts';

/**
 * The evaluation's own checks of generated cards. They are written from the task's criteria, not from
 * the generator's code, and share nothing with it.
 */

export interface Card {
  question: string;
  answer: string;
}

const STOP_WORDS = new Set(
  `a an the of in on at to for by with from and or but nor so as is are was were be been being am do does did has have had
  it its this that these those they them their he she his her we our you your i what which who whom whose when where why how
  than then there here not no can could may might must shall should will would also into onto over under about after before
  between during through up down out off very more most such each every any all some other only just e g i.e eg`.split(
    /\s+/,
  ),
);

const QUESTION_WORDS = /\b(?:what|who|whom|whose|when|where|which|why|how)\b/i;
const AUXILIARY_START = /^(?:is|are|was|were|do|does|did|can|could|has|have|had|will|would|should|must|may)\b/i;
const IMPERATIVE_START =
  /^(?:define|name|list|give|explain|describe|state|identify|outline|compare|contrast|distinguish|summari[sz]e)\b/i;
const POINTING_START = /^(?:it|its|this|that|these|those|they|them|their|he|she|his|her|him)\b/i;
const DANGLING_SUBJECT =
  /\b(?:is|are|was|were|does|do|did|has|have|had|can|will|would)\s+(?:it|they|this|these|those|he|she)\b/i;

/** Lower-case words and numbers, with hyphenated line breaks of the notes joined. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1$2')
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+(?:[.,]\d+)*/gu) ?? []
  );
}

const contentWordsOf = (text: string) =>
  wordsOf(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));

/** Every word of the notes, also with line-break hyphens both kept and dropped ("Franco-\nRussian"). */
export function notesVocabulary(notes: string): Set<string> {
  const words = new Set(wordsOf(notes));
  for (const match of notes.toLowerCase().matchAll(/(\p{L}+)-\s*\n\s*(\p{L}+)/gu)) {
    words.add(match[1] ?? '');
    words.add(match[2] ?? '');
    words.add(`${match[1]}${match[2]}`);
  }
  return words;
}

/** Grounded: every content word of the answer occurs in the notes (exact word, case aside). */
export function isGrounded(card: Card, vocabulary: ReadonlySet<string>): boolean {
  const words = contentWordsOf(card.answer);
  return words.length > 0 && words.every((w) => vocabulary.has(w));
}

/** Verbatim: the answer's words, stop words included, appear in this order somewhere in the notes. */
export function isVerbatim(card: Card, notesWordsJoined: string): boolean {
  const words = wordsOf(card.answer);
  return words.length > 0 && ` ${notesWordsJoined} `.includes(` ${words.join(' ')} `);
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return false;
  }
  return (
    depth === 0 &&
    (text.match(/"/g) ?? []).length % 2 === 0 &&
    (text.match(/“/g) ?? []).length === (text.match(/”/g) ?? []).length
  );
}

/**
 * What is wrong with a card's question or answer (empty when it is well formed). With the notes' usage,
 * also what a careful teacher would object to (teacher-checks.ts); `strict: false` gives the form alone.
 */
export function formProblems(card: Card, usage?: NotesUsage, strict = true): string[] {
  const problems: string[] = [];
  const q = card.question;
  const a = card.answer;
  // A question may carry a sentence of context before it: the asking part is the last sentence.
  let asking = q;
  for (const match of q.matchAll(/[.!?]["”]?\s+(?=[A-Z])/g)) {
    const rest = q.slice((match.index ?? 0) + match[0].length);
    if (QUESTION_WORDS.test(rest.split(/\s+/)[0] ?? '') || AUXILIARY_START.test(rest) || IMPERATIVE_START.test(rest))
      asking = rest;
  }
  const hasContext = asking.length < q.length;
  if (!/^[A-Z0-9"“]/.test(q)) problems.push('does not start with a capital');
  const imperative = IMPERATIVE_START.test(asking);
  if (!(q.endsWith('?') || (imperative && q.endsWith('.')))) problems.push("does not end with '?'");
  if (!(QUESTION_WORDS.test(asking) || AUXILIARY_START.test(asking) || imperative)) problems.push('no question word');
  if (POINTING_START.test(q)) problems.push('starts with a pronoun');
  if (!hasContext && DANGLING_SUBJECT.test(asking)) problems.push('asks about a pronoun');
  if (q.length < 12 || q.length > 300) problems.push('question length');
  const words = q.split(/\s+/).length;
  if (words < 3 || words > 55) problems.push('question word count');
  if (!balanced(q)) problems.push('unbalanced brackets in question');
  if (/\b(\w+)\s+\1\b/i.test(q.replace(/\b(?:that that|had had)\b/gi, ''))) problems.push('doubled word');
  if (/\s[,.;:?!]|\s{2,}/.test(q)) problems.push('stray space');
  // "What does X refer to?" and "What is X made of?" end well with a preposition; not with an article.
  if (/\b(?:the|a|an|and|or|but)\s*[?.]$/i.test(q)) problems.push('unfinished question');
  if (!a.trim()) problems.push('empty answer');
  if (a.length > 250) problems.push('answer over 250 characters');
  if (!balanced(a)) problems.push('unbalanced brackets in answer');
  if (normalise(a) === normalise(q)) problems.push('answer repeats the question');
  if (strict) problems.push(...teacherProblems(q, usage));
  return problems;
}

export const normalise = (text: string) => wordsOf(text).join(' ');

/** Pairs of cards with the same question or the same answer, after normalising case, spacing and punctuation. */
export function duplicatePairs(cards: readonly Card[]): number {
  let pairs = 0;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const a = cards[i];
      const b = cards[j];
      if (!a || !b) continue;
      if (normalise(a.question) === normalise(b.question) || normalise(a.answer) === normalise(b.answer)) pairs++;
    }
  }
  return pairs;
}
