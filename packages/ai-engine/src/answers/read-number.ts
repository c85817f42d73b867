import { own } from './own.ts';
import type { Token } from './tokens.ts';
import {
  DENOMINATORS,
  endsFraction,
  isNumberWord,
  ORDINALS,
  ROMAN,
  romanValue,
  SCALES,
  SMALL,
  TENS,
} from './number-words.ts';

// One number at a position in a tokenized answer, in digits or words, with its significant figures;
// quantities.ts adds the unit and collects them.

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
export function digitValue(raw: string): { value: number; sigFigs: number } | null {
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
export function readNumber(tokens: readonly Token[], i: number): Read | null {
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
