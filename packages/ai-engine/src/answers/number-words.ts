import { own } from './own.ts';
import type { Token } from './tokens.ts';

// Numbers written in words and numerals: the words ("seventeen", "thousand", "third"), Roman numerals,
// and the way back from a value to its words. read-number.ts reads them in an answer.

export const SMALL: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
export const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
export const DENOMINATORS: Readonly<Record<string, number>> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
  hundredth: 100,
  hundredths: 100,
  thousandth: 1000,
  thousandths: 1000,
};
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  twentieth: 20,
};
export const ROMAN = /^(X{0,3})(IX|IV|V?I{0,3})$/;
const ROMAN_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };

export const isNumberWord = (t: Token | undefined): boolean =>
  t?.kind === 'word' &&
  (own(SMALL, t.norm) !== undefined ||
    own(TENS, t.norm) !== undefined ||
    t.norm === 'hundred' ||
    own(SCALES, t.norm) !== undefined);

/** "three quarters" is a fraction; "two quarters in a row" counts quarters. */
export const endsFraction = (t: Token | undefined): boolean => !t || t.boundary || t.norm === 'of';

export function romanValue(raw: string): number {
  let total = 0;
  for (let i = 0; i < raw.length; i++) {
    const v = own(ROMAN_VALUES, raw[i]!) ?? 0;
    const next = own(ROMAN_VALUES, raw[i + 1] ?? '') ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

const WORD_OF = new Map<number, string>(
  [...Object.entries(SMALL), ...Object.entries(TENS)].map(([word, value]) => [value, word]),
);

/** A whole number under 100 in words: 14 → "fourteen", 42 → "forty two"; null otherwise. */
export function numberInWords(value: number): string | null {
  if (!Number.isInteger(value) || value < 0 || value >= 100) return null;
  const exact = WORD_OF.get(value);
  if (exact) return exact;
  return `${WORD_OF.get(value - (value % 10))!} ${WORD_OF.get(value % 10)!}`;
}
