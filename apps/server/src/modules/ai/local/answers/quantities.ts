import { own } from './own.ts';
import type { Token } from './tokens.ts';
import { currencyBefore, readUnit, type Unit } from './units.ts';

/**
 * Numbers in an answer, however written: 0.5, .5, ½, 1/2, one half, 50 %, 6.022 × 10^23, 6.022e23,
 * 300 million, seventeen eighty-nine, 4th, the Eighth, VIII, 1 in 6; with the unit that follows.
 */
export interface Quantity {
  /** in the unit as written (5 for 5 %) */
  value: number;
  /** significant figures as written (an exact fraction counts as many) */
  sigFigs: number;
  /** an exact fraction like 1/6, whose decimals go on */
  fraction: boolean;
  /** written as a whole number (1789, 46): a year or a count, which is not rounded */
  whole: boolean;
  unit: Unit | null;
  /** as written, for feedback */
  raw: string;
  start: number;
  end: number;
  /** "one" that may just be a pronoun ("a meaningful one"): kept only when nothing else is said */
  weak: boolean;
  /** said to be rounded in words ("about 300,000 km/s"): its trailing zeros are not figures */
  approximate?: boolean;
}

/** Words that say the number after them is rounded. */
const APPROXIMATELY = new Set([
  'about',
  'approximately',
  'roughly',
  'around',
  'nearly',
  'almost',
  'circa',
  'some',
  '~',
  '≈',
]);

export interface QuantityReading {
  quantities: Quantity[];
  /** the tokens that were not part of a number */
  rest: Token[];
}

const SMALL: Readonly<Record<string, number>> = {
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
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const DENOMINATORS: Readonly<Record<string, number>> = {
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
const ORDINALS: Readonly<Record<string, number>> = {
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
const ROMAN = /^(X{0,3})(IX|IV|V?I{0,3})$/;
const ROMAN_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };

const isNumberWord = (t: Token | undefined): boolean =>
  t?.kind === 'word' &&
  (own(SMALL, t.norm) !== undefined ||
    own(TENS, t.norm) !== undefined ||
    t.norm === 'hundred' ||
    own(SCALES, t.norm) !== undefined);

/** "three quarters" is a fraction; "two quarters in a row" counts quarters. */
const endsFraction = (t: Token | undefined): boolean => !t || t.boundary || t.norm === 'of';

function romanValue(raw: string): number {
  let total = 0;
  for (let i = 0; i < raw.length; i++) {
    const v = own(ROMAN_VALUES, raw[i]!) ?? 0;
    const next = own(ROMAN_VALUES, raw[i + 1] ?? '') ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** Significant figures of a written number: leading zeros never count, an integer's trailing zeros neither. */
function sigFigsOf(digits: string): number {
  const [whole = '', fraction = ''] = digits.split('.');
  const all = (whole + fraction).replace(/^0+/, '');
  if (fraction) return Math.max(1, all.length);
  return Math.max(1, all.replace(/0+$/, '').length);
}

interface Read {
  value: number;
  sigFigs: number;
  fraction: boolean;
  next: number;
  weak?: boolean;
  whole?: boolean;
}

/** Digits: "1,000", "3.14", ".5"; a comma list "3,7,9" is several numbers (the caller splits it). */
function digitValue(raw: string): { value: number; sigFigs: number } | null {
  let text = raw;
  if (text.includes(',')) {
    const groups = text.split('.')[0]!.split(',');
    const thousands = groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3);
    if (!thousands) return null;
    text = text.replace(/,/g, '');
  }
  if ((text.match(/\./g) ?? []).length > 1) return null;
  return { value: Number(text.startsWith('.') ? `0${text}` : text), sigFigs: sigFigsOf(text) };
}

function readWords(tokens: readonly Token[], i: number): Read | null {
  let total = 0;
  let current = 0;
  let j = i;
  let read = 0;
  while (j < tokens.length) {
    const t = tokens[j]!;
    if (read > 0 && t.boundary) break;
    const w = t.norm;
    const following = tokens[j + 1];
    if (
      t.kind === 'symbol' &&
      t.raw === '-' &&
      !t.spaced &&
      (isNumberWord(following) || own(DENOMINATORS, following?.norm ?? '') !== undefined)
    ) {
      j++;
      continue;
    }
    if (t.kind !== 'word') break;
    const small = own(SMALL, w);
    const tens = own(TENS, w);
    const scale = own(SCALES, w);
    const denominator = own(DENOMINATORS, w);
    if (small !== undefined) {
      const v = small;
      if (current === 0 || (current % 10 === 0 && current % 100 !== 0 && v < 10) || current % 100 === 0) current += v;
      else if (current >= 10 && current < 100)
        current = current * 100 + v; // "nineteen oh five" style years
      else break;
    } else if (tens !== undefined) {
      const v = tens;
      if (current === 0 || current % 100 === 0) current += v;
      else if (current >= 10 && current < 100)
        current = current * 100 + v; // "seventeen eighty-nine"
      else break;
    } else if (w === 'hundred' && read > 0) {
      current = (current || 1) * 100;
    } else if (scale !== undefined && read > 0) {
      total += (current || 1) * scale;
      current = 0;
    } else if (w === 'and' && read > 0 && isNumberWord(tokens[j + 1])) {
      j++;
      continue;
    } else if (w === 'point' && read > 0) {
      let digits = '';
      let k = j + 1;
      while (k < tokens.length && tokens[k]!.kind === 'word' && (own(SMALL, tokens[k]!.norm) ?? 10) < 10) {
        digits += String(own(SMALL, tokens[k]!.norm));
        k++;
      }
      if (!digits) break;
      const whole = total + current;
      return {
        value: Number(`${whole}.${digits}`),
        sigFigs: sigFigsOf(`${whole}.${digits}`),
        fraction: false,
        next: k,
      };
    } else if (denominator !== undefined && read > 0 && endsFraction(tokens[j + 1])) {
      return { value: (total + current) / denominator, sigFigs: 15, fraction: true, next: j + 1 };
    } else break;
    read++;
    j++;
  }
  if (read === 0) return null;
  const value = total + current;
  const sigFigs = sigFigsOf(String(value));
  const lone = read === 1 && tokens[i]!.norm === 'one';
  return { value, sigFigs, fraction: false, next: j, weak: lone, whole: true };
}

/** A number starting at token i, or null. */
function readNumber(tokens: readonly Token[], i: number): Read | null {
  const t = tokens[i]!;
  const previous = tokens[i - 1];
  if (t.kind === 'word') {
    // "a half", "a quarter", "one third"
    const den = own(DENOMINATORS, tokens[i + 1]?.norm ?? '');
    if ((t.norm === 'a' || t.norm === 'an') && den !== undefined && den <= 4 && endsFraction(tokens[i + 2])) {
      return { value: 1 / den, sigFigs: 15, fraction: true, next: i + 2 };
    }
    if (t.norm === 'half' && previous?.kind !== 'number' && tokens[i + 1]?.raw !== '-') {
      return { value: 0.5, sigFigs: 15, fraction: true, next: i + 1 };
    }
    // "the Eighth": an ordinal after "the"
    const ordinal = own(ORDINALS, t.norm);
    if (previous?.norm === 'the' && ordinal !== undefined) {
      return { value: ordinal, sigFigs: 15, fraction: false, next: i + 1 };
    }
    // "VIII", and "War I" / "Henry V": a lone I, V or X after a capitalised word
    const afterName = i > 1 && previous?.kind === 'word' && /^\p{Lu}/u.test(previous.raw) && !t.boundary;
    if (t.raw.length > 0 && ROMAN.test(t.raw) && (t.raw.length >= 2 || afterName)) {
      return { value: romanValue(t.raw), sigFigs: 15, fraction: false, next: i + 1 };
    }
    // pi before a unit: "π radians"
    if (t.norm === 'pi' && tokens[i + 1]?.kind === 'word' && /^rad/.test(tokens[i + 1]!.norm)) {
      return { value: Math.PI, sigFigs: 15, fraction: false, next: i + 1 };
    }
    return readWords(tokens, i);
  }
  if (t.kind !== 'number') return null;
  const digits = digitValue(t.raw);
  if (!digits) return null;
  let { value, sigFigs } = digits;
  let fraction = false;
  let next = i + 1;
  const at = (k: number) => tokens[k];
  // 0b1010 and 0x1F keep their digits as written
  if (t.raw === '0' && at(next)?.kind === 'word' && !at(next)!.spaced && /^[bx][0-9a-f]+$/i.test(at(next)!.raw)) {
    const literal = at(next)!.raw.slice(1);
    return { value: Number(literal), sigFigs: literal.length, fraction: false, next: next + 1 };
  }
  // "6.022e23", "1e-5"
  const e = at(next);
  if (e?.kind === 'word' && !e.spaced && /^e\d+$/i.test(e.raw)) {
    value *= 10 ** Number(e.raw.slice(1));
    next++;
  } else if (
    e?.kind === 'word' &&
    !e.spaced &&
    /^e$/i.test(e.raw) &&
    at(next + 1)?.raw === '-' &&
    at(next + 2)?.kind === 'number'
  ) {
    value *= 10 ** -Number(at(next + 2)!.raw);
    next += 3;
  }
  // "× 10^23", "x 10^8", "*10^23", "times 10 to the"
  const times = at(next);
  if (
    times &&
    (times.raw === '×' || times.raw === '*' || times.lower === 'x' || times.lower === 'times') &&
    at(next + 1)?.raw === '10' &&
    at(next + 2)?.raw === '^'
  ) {
    const sign = at(next + 3)?.raw === '-' ? -1 : 1;
    const exponentAt = next + (sign < 0 || at(next + 3)?.raw === '+' ? 4 : 3);
    const exponent = at(exponentAt);
    if (exponent?.kind === 'number') {
      value *= 10 ** (sign * Number(exponent.raw));
      next = exponentAt + 1;
    }
  } else if (at(next)?.raw === '^' && at(next + 1)?.kind === 'number' && !at(next)!.spaced) {
    // 10^8 (a power of a number; x^2 is a formula, not read here)
    value = value ** Number(at(next + 1)!.raw);
    sigFigs = 15;
    next += 2;
  }
  // fractions: "1/6", "3 / 4"; mixed numbers "1 1/2"; "1 in 6", "1 out of 6"
  const slash = at(next);
  if (slash?.raw === '/' && at(next + 1)?.kind === 'number' && Number.isInteger(value)) {
    const den = digitValue(at(next + 1)!.raw);
    if (den && den.value !== 0 && Number.isInteger(den.value)) {
      value /= den.value;
      fraction = true;
      sigFigs = 15;
      next += 2;
    }
  } else if (
    Number.isInteger(value) &&
    at(next)?.kind === 'number' &&
    at(next + 1)?.raw === '/' &&
    at(next + 2)?.kind === 'number' &&
    !at(next + 1)!.spaced
  ) {
    const num = Number(at(next)!.raw);
    const den = Number(at(next + 2)!.raw);
    if (den > num && den !== 0) {
      value += num / den;
      fraction = true;
      sigFigs = 15;
      next += 3;
    }
  } else if (at(next)?.norm === 'in' || (at(next)?.norm === 'out' && at(next + 1)?.norm === 'of')) {
    const k = at(next)!.norm === 'in' ? next + 1 : next + 2;
    const den = at(k)?.kind === 'number' ? digitValue(at(k)!.raw) : null;
    if (den && Number.isInteger(value) && Number.isInteger(den.value) && den.value > value && den.value <= 1000) {
      return { value: value / den.value, sigFigs: 15, fraction: true, next: k + 1 };
    }
  }
  // "300 million"
  const scale = at(next);
  const scaleFactor = scale?.kind === 'word' && !scale.boundary ? own(SCALES, scale.norm) : undefined;
  if (scaleFactor !== undefined) {
    value *= scaleFactor;
    next++;
  }
  // ordinal endings "4th", "1st"; the decade "1990s"
  const ending = at(next);
  const whole = next === i + 1 && /^\d+(,\d{3})*$/.test(t.raw);
  if (ending?.kind === 'word' && !ending.spaced && /^(st|nd|rd|th)$/.test(ending.lower)) next++;
  else if (ending?.kind === 'word' && !ending.spaced && ending.lower === 's' && value >= 1000) next++;
  return { value, sigFigs, fraction, next, whole };
}

/** Reads the quantities of a tokenized answer and returns the other tokens. */
export function readQuantities(tokens: readonly Token[], text: string): QuantityReading {
  const quantities: Quantity[] = [];
  const rest: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.kind === 'number' && t.raw.includes(',') && !digitValue(t.raw)) {
      // "3,7,9": a list written without spaces
      let offset = t.start;
      for (const part of t.raw.split(',')) {
        if (part) {
          const value = digitValue(part);
          if (value) {
            quantities.push({
              ...value,
              fraction: false,
              whole: true,
              unit: null,
              raw: part,
              start: offset,
              end: offset + part.length,
              weak: false,
            });
          }
        }
        offset += part.length + 1;
      }
      i++;
      continue;
    }
    const read = readNumber(tokens, i);
    if (!read) {
      rest.push(t);
      i++;
      continue;
    }
    const previous = tokens[i - 1];
    // a minus sign glued to the number, not an operator between terms
    let value = read.value;
    let start = t.start;
    if (previous?.raw === '-' && !t.spaced && (previous.spaced || i === 1) && rest.at(-1) === previous) {
      rest.pop();
      value = -value;
      start = previous.start;
    }
    let unit = currencyBefore(previous);
    if (unit && rest.at(-1) === previous) rest.pop();
    let next = read.next;
    const after = tokens[next];
    if (!unit && after && !after.boundary) {
      const reading = readUnit(tokens, next, text);
      if (reading) {
        unit = reading.unit;
        next = reading.next;
      }
    }
    const end = tokens[next - 1]!.end;
    quantities.push({
      value,
      sigFigs: read.sigFigs,
      fraction: read.fraction,
      whole: read.whole === true,
      unit,
      raw: text.slice(start, end),
      start,
      end,
      weak: read.weak === true && !unit,
      approximate: previous !== undefined && APPROXIMATELY.has(previous.norm),
    });
    i = next;
  }
  return { quantities, rest };
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
