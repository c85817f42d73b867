import type { Token } from './tokens.ts';
import { currencyBefore, readUnit, type Unit } from './units.ts';
import { digitValue, readNumber } from './read-number.ts';

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
