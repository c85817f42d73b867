import { own } from './own.ts';

/**
 * Word forms: accents folded, British and American spellings made one, and a word's root so that
 * "absorbs", "absorbed" and "absorption" or "mitochondrion" and "mitochondria" meet.
 */

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** "niño" → "nino", "Brønsted" → "bronsted" (expects lower case). */
export function foldAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c);
}

/**
 * One spelling for British and American variants (colour/color, centre/center, analyse/analyze,
 * haemoglobin/hemoglobin, sulphur/sulfur). Applied to both answers alike, so a rule that also
 * touches an unrelated word does no harm.
 */
export function unifySpelling(word: string): string {
  // Past 40 letters it is no word; the patterns below are meant for words, not for 5,000 letters.
  if (word.length < 4 || word.length > 40) return word;
  return word
    .replace(/^aluminium/, 'aluminum')
    .replace(/programme/, 'program')
    .replace(/sulph/, 'sulf')
    .replace(/judgement/, 'judgment')
    .replace(/ageing/, 'aging')
    .replace(/ae(?=[a-z])/g, 'e')
    .replace(/hoea/, 'hea')
    .replace(/oe(?=[bcdfgjklmnpqrstvwxz])/g, 'e')
    .replace(/([a-z]{2,})our(?=s$|ed$|ing$|ite$|ites$|able$|er$|ers$|$)/, '$1or')
    .replace(/([a-z]{3,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1')
    .replace(/([tb])re(s?)$/, '$1er$2')
    .replace(/ogue(s?)$/, 'og$1')
    .replace(/([fc])ence(s?)$/, '$1ense$2');
}

const IRREGULAR: Readonly<Record<string, string>> = {
  mice: 'mouse',
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  lice: 'louse',
  oxen: 'ox',
  data: 'datum',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  media: 'medium',
  indices: 'index',
};

/** Derivational endings, longest first; stripping one keeps a root of at least 4 letters. */
const DERIVATIONAL = [
  'izations',
  'ization',
  'ations',
  'ation',
  'itions',
  'ition',
  'ments',
  'ment',
  'nesses',
  'ness',
  'ities',
  'ity',
  'ances',
  'ance',
  'ences',
  'ence',
  'izing',
  'ingly',
  'ized',
  'izes',
  'ize',
  'ions',
  'ion',
  'ical',
  'ially',
  'ial',
  'ible',
  'able',
  'ives',
  'ive',
  'ium',
  'ian',
  'ia',
  'ly',
  'is',
  'us',
];

/** Inflections; stripping one keeps a root of at least 3 letters. */
const INFLECTIONAL = ['ings', 'ing', 'ied', 'ies', 'ed', 'es', 's', 'i', 'e'];

function undouble(root: string): string {
  const last = root.at(-1);
  const doubled = last && last === root.at(-2) && !'lsz'.includes(last) && !'aeiou'.includes(last);
  return doubled && root.length > 3 ? root.slice(0, -1) : root;
}

/** The root of a spelling-unified, lower-case word: "synthesizes" and "synthesis" → "synthes". */
export function wordRoot(word: string): string {
  let w = own(IRREGULAR, word) ?? word;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  for (const suffix of DERIVATIONAL) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  }
  for (const suffix of INFLECTIONAL) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 3) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(w)) continue;
    const base = w.slice(0, -suffix.length);
    if (suffix === 'ies' || suffix === 'ied') return `${base}y`;
    if (suffix === 'e' || suffix === 'es' || suffix === 's' || suffix === 'i') return base;
    return undouble(base);
  }
  return w;
}

/** A root with doubled letters counted once: travelled/traveled, focussed/focused. */
export function withoutDoubles(root: string): string {
  return root.replace(/(\p{L})\1+/gu, '$1');
}

/** Tails that differ in derived words of one root: absorb/absorpt(ion), divid(e)/divis(ion). */
const TAIL_PAIRS: readonly (readonly [string, string])[] = [
  ['b', 'pt'],
  ['d', 's'],
  ['v', 'ut'],
  ['t', 'ss'],
  ['iv', 'pt'],
  ['y', 'i'],
  ['s', 'z'],
];
const SHORT_TAILS = new Set(['', 'e', 'i', 'a', 's', 't', 'at', 'it', 'ur', 'y', 'iv', 'or', 'er', 'al', 'on', 'um']);

/** Two roots of one word family ("reproduc"/"reproduct", "associ"/"associat", "absorb"/"absorpt"). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return a.length >= 2;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return SHORT_TAILS.has(long.slice(short.length));
  let prefix = 0;
  while (prefix < short.length && short[prefix] === long[prefix]) prefix++;
  if (prefix < 4) return false;
  const tailA = a.slice(prefix);
  const tailB = b.slice(prefix);
  return TAIL_PAIRS.some(([x, y]) => (tailA === x && tailB === y) || (tailA === y && tailB === x));
}
