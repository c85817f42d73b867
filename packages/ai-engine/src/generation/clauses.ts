import { APPROXIMATELY, isYear, looksLikeDate, MONTHS, PERSONAL_PRONOUNS, POSSESSIVE_PRONOUNS } from './english.ts';
import { joinTokens, type Token } from './nlp.ts';

/** Token-level pieces of a sentence: openers, a leading adverbial, dates, clause ends and numbers. */

const DISCOURSE_OPENERS = new Set(
  'however thus therefore also similarly moreover furthermore finally then so and but hence consequently instead overall importantly meanwhile later afterwards additionally likewise nevertheless nonetheless'.split(
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
