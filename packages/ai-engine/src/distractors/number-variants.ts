import type { AnswerKind } from './answer-kind.ts';
import { seededOrder } from './seeded.ts';

/**
 * Wrong numbers that look like the right one, written the same way with the same unit: nearby
 * years for a year (1789 → 1776, 1799, 1815), steps of a few points for a percentage, scaled values
 * for a measurement, another power of ten for scientific notation, neighbouring fractions.
 */

/** Year offsets a quiz writer would pick: near enough to tempt, far enough to be wrong. */
const YEAR_OFFSETS = [-13, 10, 26, -7, 4, -21, 15, -3, 33, -40, 8, -11];
const SMALL_STEPS = [1, -1, 2, -2, 3, 4];
const FACTORS = [0.5, 2, 1.5, 0.75, 1.25, 10, 0.1, 3];
const PERCENT_STEPS = [-4, 4, -8, 8, 12, -12, 20, -20];

interface Found {
  /** the digits as written */
  text: string;
  start: number;
  end: number;
  value: number;
  decimals: number;
  grouped: boolean;
}

function findNumbers(answer: string): Found[] {
  return [...answer.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)].map((m) => {
    const text = m[0];
    return {
      text,
      start: m.index,
      end: m.index + text.length,
      value: Number(text.replace(/,/g, '')),
      decimals: text.includes('.') ? text.split('.')[1]!.length : 0,
      grouped: text.includes(','),
    };
  });
}

function format(value: number, like: Found): string {
  const fixed = value.toFixed(like.decimals);
  if (!like.grouped) return fixed;
  const [whole = '', fraction] = fixed.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

function replaceAt(answer: string, found: Found, text: string): string {
  return answer.slice(0, found.start) + text + answer.slice(found.end);
}

/** Rounds to as many significant figures as the original had, so 5,730 × 1.5 reads 8,600, not 8,595. */
function roundLike(value: number, like: Found): number {
  if (like.decimals > 0) return Number(value.toFixed(like.decimals));
  const digits = like.text.replace(/,/g, '').replace(/0+$/, '').length || 1;
  return Number(value.toPrecision(Math.max(digits, 2)));
}

function yearVariants(answer: string, seed: number): string[] {
  const year = findNumbers(answer).find((n) => n.decimals === 0 && n.text.length >= 3 && n.text.length <= 4);
  if (!year) return [];
  return seededOrder(YEAR_OFFSETS, seed)
    .map((offset) => year.value + offset)
    .filter((value) => value > 0)
    .map((value) => replaceAt(answer, year, String(value)));
}

function percentVariants(answer: string, seed: number): string[] {
  const found = findNumbers(answer)[0];
  if (!found) return [];
  const scale = found.value < 10 ? 0.25 : 1;
  return seededOrder(PERCENT_STEPS, seed)
    .map((step) => Number((found.value + step * scale).toFixed(found.decimals)))
    .filter((value) => value > 0 && value <= 100)
    .map((value) => replaceAt(answer, found, format(value, found)));
}

function fractionVariants(answer: string): string[] {
  const match = /(\d+)\s*\/\s*(\d+)/.exec(answer);
  if (!match) return [];
  const a = Number(match[1]);
  const b = Number(match[2]);
  const pairs: [number, number][] = [
    [a, b + 1],
    [a, b * 2],
    [a + 1, b],
    [a, b - 1],
    [b - a, b],
    [a * 2, b + 1],
  ];
  const value = a / b;
  const seen = new Set<number>();
  return pairs
    .filter(([x, y]) => x > 0 && y > 1 && x / y !== value && !seen.has(x / y) && seen.add(x / y))
    .map(([x, y]) => answer.slice(0, match.index) + `${x}/${y}` + answer.slice(match.index + match[0].length));
}

function scientificVariants(answer: string): string[] {
  const match = /(10\s*\^\s*|10(?=[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]))([-−⁻]?)(\d+|[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/.exec(answer);
  if (!match) return [];
  const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const written = match[3]!;
  const isSuper = superscripts.includes(written[0]!);
  const exponent = Number(isSuper ? [...written].map((c) => superscripts.indexOf(c)).join('') : written);
  const sign = match[2] ? -1 : 1;
  return [-1, 1, -2, 2, 3]
    .map((step) => sign * exponent + step)
    .map((e) => {
      const digits = String(Math.abs(e));
      const shown = isSuper ? [...digits].map((c) => superscripts[Number(c)]).join('') : digits;
      const minus = e < 0 ? (isSuper ? '⁻' : '-') : '';
      return answer.slice(0, match.index) + match[1] + minus + shown + answer.slice(match.index + match[0].length);
    });
}

function measurementVariants(answer: string, seed: number): string[] {
  if (/10\s*\^|10[⁰¹²³⁴⁵⁶⁷⁸⁹]|\d[eE][-+]?\d/.test(answer)) return scientificVariants(answer);
  const found = findNumbers(answer)[0];
  if (!found) return [];
  const negative = answer[found.start - 1] === '-' || answer[found.start - 1] === '−';
  let values: number[];
  if (found.decimals === 0 && found.value <= 12) {
    values = seededOrder(SMALL_STEPS, seed).map((step) => found.value + step);
  } else {
    values = seededOrder(FACTORS, seed).map((factor) => roundLike(found.value * factor, found));
  }
  return values
    .filter((v) => (negative || found.value >= 0 ? v >= 0 : true) && v !== found.value)
    .filter((v) => found.decimals > 0 || Number.isInteger(v))
    .map((v) => replaceAt(answer, found, format(v, found)));
}

/** Wrong numbers shaped like the answer, best first; empty when the answer holds no number. */
export function numberVariants(answer: string, kind: AnswerKind, seed: number): string[] {
  switch (kind) {
    case 'year':
    case 'date':
      return yearVariants(answer, seed);
    case 'percent':
      return percentVariants(answer, seed);
    case 'fraction':
      return fractionVariants(answer);
    case 'number':
      return measurementVariants(answer, seed);
    default:
      return [];
  }
}
