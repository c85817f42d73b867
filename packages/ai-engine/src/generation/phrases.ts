import type { Vocabulary } from './candidate.ts';
import { isCommonWord } from './dictionary.ts';
import {
  APPROXIMATELY,
  CLAUSE_WORDS,
  DETERMINERS,
  isPluralPhrase,
  isYear,
  looksLikeDate,
  MONTHS,
  PERSONAL_PRONOUNS,
  POSSESSIVE_PRONOUNS,
  STATEMENT_HEADS,
  VAGUE_HEADS,
} from './english.ts';
import { joinTokens, type Token } from './nlp.ts';

/** Token-level pieces of a sentence: its subject, clause ends, dates and numbers. */

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

const DISCOURSE_OPENERS = new Set(
  'however thus therefore also similarly moreover furthermore finally then so and but hence consequently instead overall importantly meanwhile later afterwards additionally likewise nevertheless nonetheless'.split(
    ' ',
  ),
);

const NOT_NAMES = new Set(
  'treaty battle war plan act law alliance entente league empire court union council states kingdom republic revolution company university church party army navy government parliament senate model theory effect scale rule principle theorem equation method test bank river sea ocean mountains fault ridge ring'.split(
    ' ',
  ),
);

export const isWord = (t: Token | undefined) => t !== undefined && /[\p{L}\p{N}]/u.test(t.text);
export const isPunct = (t: Token | undefined, chars = ',;:') =>
  t !== undefined && t.pos === 'PUNCT' && chars.includes(t.text);

/** Skips "However," / "Also" / "In addition," at the start. */
export function skipOpeners(tokens: readonly Token[]): number {
  let i = 0;
  while (i < tokens.length && i < 3 && DISCOURSE_OPENERS.has(tokens[i]?.lower ?? '')) {
    i++;
    if (isPunct(tokens[i], ',')) i++;
  }
  return i;
}

/** A leading adverbial ("In 1956", "In animal cells,", "During prophase I,") and where the rest starts. */
export interface Intro {
  tokens: Token[];
  text: string;
  /** the date it names, when it is one ("1956", "28 June 1914") */
  date: string | null;
  restStart: number;
}

const INTRO_PREPOSITIONS = new Set(
  'in on during at after before since by from under within throughout for among between when once'.split(' '),
);

export function leadingIntro(tokens: readonly Token[], start: number): Intro | null {
  const first = tokens[start];
  if (!first || !INTRO_PREPOSITIONS.has(first.lower)) return null;
  // "In 1956 George Miller …": a date without a comma
  const dateEnd = dateSpanEnd(tokens, start + 1);
  if (dateEnd > start + 1) {
    const afterDate = isPunct(tokens[dateEnd], ',') ? dateEnd + 1 : dateEnd;
    const span = tokens.slice(start, dateEnd);
    return {
      tokens: span,
      text: joinTokens(span),
      date: joinTokens(tokens.slice(start + 1, dateEnd)),
      restStart: afterDate,
    };
  }
  for (let i = start + 1; i < Math.min(tokens.length, start + 12); i++) {
    const t = tokens[i];
    if (!t) break;
    if (isPunct(t, ',')) {
      if (i === start + 1) return null;
      const span = tokens.slice(start, i);
      if (span.some((s) => s.pos === 'VERB' || s.pos === 'AUX') && first.lower !== 'when' && first.lower !== 'once')
        return null;
      if (first.lower === 'when' || first.lower === 'once') return null;
      const dateText = joinTokens(tokens.slice(start + 1, i));
      return {
        tokens: span,
        text: joinTokens(span),
        date: looksLikeDate(dateText) ? dateText : null,
        restStart: i + 1,
      };
    }
    if (t.pos === 'PUNCT' && t.text !== '-' && t.text !== "'" && t.text !== '’') return null;
  }
  return null;
}

/** The end (exclusive) of a date starting at `start`: "28 June 1914", "the 1760s", "1916", "April 1917". */
export function dateSpanEnd(tokens: readonly Token[], start: number): number {
  let i = start;
  let sawAnchor = false;
  const maxEnd = Math.min(tokens.length, start + 6);
  while (i < maxEnd) {
    const t = tokens[i];
    if (!t) break;
    const w = t.lower;
    if (isYear(w) || MONTHS.has(w.replace(/\.$/, ''))) sawAnchor = true;
    else if (
      /^\d{1,2}(st|nd|rd|th)?$/.test(w) ||
      ['the', 'early', 'late', 'mid', 'of', 'bc', 'bce', 'ad', 'ce', 'summer', 'winter', 'spring', 'autumn'].includes(w)
    )
      void 0;
    else break;
    i++;
  }
  // Do not end on a connecting word.
  while (i > start && ['the', 'of', 'early', 'late', 'mid'].includes(tokens[i - 1]?.lower ?? '')) i--;
  if (!sawAnchor) return start;
  return looksLikeDate(joinTokens(tokens.slice(start, i))) ? i : start;
}

/** Where a date phrase ("in 1906", "on 28 June 1919", "around 1590") starts within [from, to). */
export function findDatePhrase(
  tokens: readonly Token[],
  from: number,
  to: number,
): { start: number; end: number; date: string } | null {
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (!t) break;
    if (['in', 'on', 'around', 'about', 'circa', 'c.', 'by', 'during', 'from'].includes(t.lower)) {
      const end = dateSpanEnd(tokens, i + 1);
      if (end > i + 1) {
        const dateTokens = tokens.slice(i + 1, end);
        const keepPreposition =
          ['around', 'about', 'circa', 'c.', 'by', 'from'].includes(t.lower) || dateTokens[0]?.lower === 'the';
        return { start: i, end, date: joinTokens(keepPreposition ? tokens.slice(i, end) : dateTokens) };
      }
    }
  }
  return null;
}

/**
 * The end (exclusive) of the clause that starts at `from`: a semicolon, a dash, or a comma before
 * "while", "whereas", "but", "so", "although" and the like.
 */
export function clauseEnd(tokens: readonly Token[], from: number, stopAtComma = false): number {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) break;
    // a dash with spaces breaks the clause; "68–95–99.7" does not
    if (t.pos === 'PUNCT' && (t.text === ';' || ((t.text === '—' || t.text === '–') && t.spaceBefore))) return i;
    if (t.pos === 'PUNCT' && (t.text === '.' || t.text === '!' || t.text === '?') && i === tokens.length - 1) return i;
    if (
      t.text === ':' &&
      tokens[i + 1] &&
      (PERSONAL_PRONOUNS.has(tokens[i + 1]?.lower ?? '') ||
        ['this', 'these', 'that'].includes(tokens[i + 1]?.lower ?? ''))
    )
      return i;
    if (t.text === ',') {
      if (stopAtComma) return i;
      if (startsNewClause(tokens, i + 1)) return i;
      const next = tokens[i + 1]?.lower ?? '';
      const after = tokens[i + 2];
      if (
        ['while', 'whereas', 'but', 'although', 'though', 'so', 'yet', 'whilst', 'unlike', 'since', 'because'].includes(
          next,
        )
      )
        return i;
      if (
        next === 'and' &&
        after &&
        (PERSONAL_PRONOUNS.has(after.lower) || after.lower === 'this' || after.lower === 'these')
      )
        return i;
      if (next === 'which' && ['means', 'explains', 'is', 'was'].includes(after?.lower ?? '')) return i;
    }
  }
  return tokens.length;
}

/**
 * Whether a new clause with its own subject starts at `from` (after a comma): "…, storage is the
 * retention …", "…, and its unit is the watt", "…, a result known as …".
 */
function startsNewClause(tokens: readonly Token[], from: number): boolean {
  let i = from;
  if (['and', 'but', 'or'].includes(tokens[i]?.lower ?? '')) i++;
  const npStart = i;
  while (i < tokens.length && i < npStart + 4) {
    const t = tokens[i];
    if (!t) break;
    if (
      t.pos === 'DET' ||
      t.pos === 'ADJ' ||
      t.pos === 'NOUN' ||
      t.pos === 'PROPN' ||
      POSSESSIVE_PRONOUNS.has(t.lower) ||
      PERSONAL_PRONOUNS.has(t.lower)
    )
      i++;
    else break;
  }
  if (i === npStart) return false;
  const verb = tokens[i];
  if (!verb) return false;
  // ", and Shelley places …": a name after "and" with a verb-like word (the tagger may call it a noun)
  if (
    tokens[from]?.lower === 'and' &&
    tokens[npStart]?.pos === 'PROPN' &&
    /^\p{Lu}/u.test(tokens[npStart]?.text ?? '') &&
    i === npStart + 1 &&
    /(?:s|ed)$/.test(verb.lower)
  )
    return true;
  if (['known', 'called', 'termed', 'named'].includes(verb.lower)) return true;
  if (
    verb.pos === 'AUX' &&
    ['is', 'are', 'was', 'were', 'has', 'have', 'can', 'will', 'may', 'must'].includes(verb.lower)
  )
    return true;
  return (
    verb.pos === 'VERB' &&
    !verb.lower.endsWith('ing') &&
    (verb.lower.endsWith('s') || PERSONAL_PRONOUNS.has(tokens[i - 1]?.lower ?? '') || tokens[i - 1]?.pos === 'PROPN')
  );
}

/** Trailing punctuation tokens removed. */
export function trimEndPunct(tokens: readonly Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && tokens[end - 1]?.pos === 'PUNCT' && !')]"”'.includes(tokens[end - 1]?.text ?? '')) end--;
  return tokens.slice(0, end);
}

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

/** A number with its approximation words: "roughly 330 billion", "about 9 million", "46". */
export function numberSpan(tokens: readonly Token[], start: number): { end: number; text: string } | null {
  let i = start;
  while (i < tokens.length && i < start + 3 && APPROXIMATELY.has(tokens[i]?.lower ?? '')) i++;
  let sawNumber = false;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t) break;
    if (
      t.pos === 'NUM' ||
      /^\d[\d,.]*$/.test(t.text) ||
      ['million', 'billion', 'thousand', 'hundred', 'trillion'].includes(t.lower)
    ) {
      sawNumber = true;
      i++;
    } else break;
  }
  if (!sawNumber) return null;
  return { end: i, text: joinTokens(tokens.slice(start, i)) };
}
