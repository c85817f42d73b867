import type { Vocabulary } from './candidate.ts';
import { isWord } from './clauses.ts';
import {
  CLAUSE_WORDS,
  DETERMINERS,
  isPluralPhrase,
  PERSONAL_PRONOUNS,
  POSSESSIVE_PRONOUNS,
  STATEMENT_HEADS,
  VAGUE_HEADS,
} from './english.ts';
import { joinTokens, type Token } from './nlp.ts';

/** The subject of a sentence, read from its tokens. */

export interface Subject {
  text: string;
  plural: boolean;
  /** a person's (or other named) name: "Richard Atkinson", "Gavrilo Princip" */
  person: boolean;
  /** too vague to ask about on its own ("The novel", "The result") */
  vague: boolean;
  /** "it", "they", "he", "she": needs the previous sentence */
  pronoun: string | null;
  /** "this process", "these cells", "this": points back */
  demonstrative: boolean;
  /** its head noun, lower case */
  head: string;
}

const NOT_NAMES = new Set(
  'treaty battle war plan act law alliance entente league empire court union council states kingdom republic revolution company university church party army navy government parliament senate model theory effect scale rule principle theorem equation method test bank river sea ocean mountains fault ridge ring'.split(
    ' ',
  ),
);

/** Whether a capitalised token is a name rather than a word capitalised because it starts the sentence. */
export function isNameToken(t: Token, vocabulary: Vocabulary): boolean {
  if (!/^\p{Lu}/u.test(t.text)) return false;
  if (/^\p{Lu}{2,}/u.test(t.text)) return true;
  return !vocabulary.lowercase.has(t.lower);
}

function headOf(tokens: readonly Token[]): Token | undefined {
  let head: Token | undefined;
  for (const t of tokens) {
    if (t.pos === 'ADP' || t.text === '(' || t.text === ',') break;
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'X' || t.pos === 'NUM' || (t.pos === 'ADJ' && isWord(t)))
      head = t;
    else if (t.pos === 'VERB' && !head) head = t;
  }
  return head ?? tokens.find(isWord);
}

/** Removes an appositive: "Archduke Franz Ferdinand, the heir to the throne," → "Archduke Franz Ferdinand". */
function withoutAppositive(tokens: readonly Token[]): Token[] | null {
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < 0) return [...tokens];
  const last = tokens[tokens.length - 1];
  if (comma > 0 && last?.text === ',' && comma < tokens.length - 1) return tokens.slice(0, comma);
  return null;
}

/** The subject in tokens [start, end), or null when those tokens are not a plain noun phrase. */
export function subjectOf(
  tokens: readonly Token[],
  start: number,
  end: number,
  vocabulary: Vocabulary,
): Subject | null {
  let span = tokens.slice(start, end);
  if (!span.length || span.length > 16) return null;
  const first = span[0];
  if (!first) return null;
  if (span.length === 1 && PERSONAL_PRONOUNS.has(first.lower)) {
    return {
      text: first.text,
      plural: first.lower === 'they',
      person: first.lower === 'he' || first.lower === 'she',
      vague: true,
      pronoun: first.lower,
      demonstrative: false,
      head: first.lower,
    };
  }
  const appositiveFree = withoutAppositive(span);
  if (!appositiveFree) return null;
  span = appositiveFree;
  if (!span.length || span.length > 12) return null;
  const text = joinTokens(span);
  if (text.length > 90) return null;
  const demonstrative = ['this', 'these', 'that', 'those', 'such'].includes(first.lower);
  // closed word classes are tagged reliably, even with a capital
  if (!demonstrative && ['ADP', 'SCONJ', 'ADV', 'AUX', 'PART', 'CCONJ', 'INTJ'].includes(first.pos)) return null;
  // "His law of segregation states …": a named law, theory or principle is the same whoever's it is
  if (POSSESSIVE_PRONOUNS.has(first.lower) && STATEMENT_HEADS.has(span[1]?.lower ?? '') && span[2]?.lower === 'of') {
    const named = joinTokens(span.slice(1));
    return {
      text: `the ${named}`,
      plural: false,
      person: false,
      vague: false,
      pronoun: null,
      demonstrative: false,
      head: span[1]?.lower ?? '',
    };
  }
  if (POSSESSIVE_PRONOUNS.has(first.lower)) {
    return {
      text: joinTokens(span),
      plural: false,
      person: false,
      vague: true,
      pronoun: null,
      demonstrative: true,
      head: first.lower,
    };
  }
  if (first.pos === 'PUNCT' && !'"“(\''.includes(first.text)) return null;
  if (
    [
      'there',
      'here',
      'what',
      'how',
      'why',
      'when',
      'where',
      'who',
      'which',
      'if',
      'although',
      'because',
      'while',
      'as',
      'after',
      'before',
      'since',
      'unlike',
      'like',
      'both',
      'either',
      'neither',
      'each',
      'all',
      'some',
      'many',
      'most',
      'few',
      'several',
      'other',
      'another',
      'one',
      'not',
      'no',
      'never',
      'only',
      'even',
      'just',
      'almost',
      'perhaps',
      'maybe',
      'every',
      'any',
      'early',
      'later',
      'today',
      'now',
      'yet',
      'still',
      'instead',
      'thus',
      'hence',
    ].includes(first.lower)
  )
    return null;
  for (let i = 0; i < span.length; i++) {
    const t = span[i];
    if (!t) continue;
    if (i > 0 && CLAUSE_WORDS.has(t.lower)) return null;
    if (t.pos === 'PUNCT' && ';:!?'.includes(t.text)) return null;
    if (i > 0 && (PERSONAL_PRONOUNS.has(t.lower) || POSSESSIVE_PRONOUNS.has(t.lower))) return null;
    if (t.pos === 'AUX') return null;
    if (t.pos === 'VERB' && i > 0) {
      // participles inside a noun phrase ("sorted array", "programmed cell death") are fine
      const next = span[i + 1];
      const modifier = next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ');
      if (!modifier) return null;
    }
  }
  const last = span[span.length - 1];
  if (
    !last ||
    ['ADP', 'DET', 'CCONJ', 'SCONJ', 'PART'].includes(last.pos) ||
    (last.pos === 'PUNCT' && !')"”\''.includes(last.text))
  )
    return null;
  if (!span.some((t) => /\p{L}/u.test(t.text))) return null;
  const head = headOf(span);
  const contentTokens = span.filter(
    (t) =>
      isWord(t) &&
      !DETERMINERS.has(t.lower) &&
      !['main', 'key', 'same', 'whole', 'new', 'this', 'these', 'that', 'those', 'such'].includes(t.lower),
  );
  // "The novel", "A famous example", "The first law": a vague head with adjectives only
  const vagueHead =
    head !== undefined &&
    VAGUE_HEADS.has(head.lower) &&
    contentTokens.every(
      (t) =>
        t === head ||
        t.pos === 'ADJ' ||
        t.pos === 'NUM' ||
        /^(?:first|second|third|final|last|main|key|famous|important|other|next|previous|following|central|major|minor)$/.test(
          t.lower,
        ),
    );
  const vague =
    demonstrative ||
    contentTokens.length === 0 ||
    contentTokens.every((t) => t.pos === 'NUM' || /^[\d.,%]+$/.test(t.text)) ||
    (contentTokens.length === 1 && VAGUE_HEADS.has(contentTokens[0]?.lower ?? '')) ||
    vagueHead;
  const words = span.filter(isWord);
  const capitalised = words.filter((t) => isNameToken(t, vocabulary) || (t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text)));
  const person =
    words.length >= 2 &&
    words.length <= 5 &&
    capitalised.length === words.length &&
    !words.some((t) => NOT_NAMES.has(t.lower) || /-/.test(t.text)) &&
    !span.some((t) => t.text === '-' || t.text === '(');
  return {
    text,
    plural: isPluralPhrase(text),
    person,
    vague,
    pronoun: null,
    demonstrative,
    head: head?.lower ?? '',
  };
}
