import { own } from './own.ts';
import type { Token } from './tokens.ts';
import { addDims, dimKey, type Dims } from './unit-dimensions.ts';
import { d, lookup, SYMBOLS, type UnitDef, WORDS } from './unit-table.ts';

/**
 * Units after a number: spelled out or as symbols, converted within a dimension so "3 km" meets
 * "3000 m" and "300,000 km/s" meets "3 × 10^8 m/s"; temperatures are converted between scales
 * (compare-quantities). A missing angle unit is forgiven; a missing temperature scale is not, unless
 * the question asks in it (37 for 37 °C could be Fahrenheit).
 */
export interface Unit {
  /** the dimension, e.g. "length" or "length/time^2" */
  dim: string;
  /** to the dimension's base unit */
  factor: number;
  /** leaving it out is no mistake */
  optional: boolean;
  /** as written on the card, for feedback */
  label: string;
}

/** Currency signs written before the number. */
export function currencyBefore(token: Token | undefined): Unit | null {
  if (!token || token.kind !== 'symbol') return null;
  const def = { $: d('usd'), '€': d('eur'), '£': d('gbp') }[token.raw as '$' | '€' | '£'];
  return def ? { ...def, optional: false, label: token.raw } : null;
}

interface Part {
  def: UnitDef;
  power: number;
  next: number;
  /** the second of two symbols glued together ("ms^-1": m, then s^-1) */
  glued?: Part;
}

function readPower(tokens: readonly Token[], i: number): { power: number; next: number } {
  const t = tokens[i];
  if (t?.kind === 'symbol' && t.raw === '^') {
    // "s^-2", "mol^-1" (a superscript ⁻¹ is prepared as ^-1)
    const minus = tokens[i + 1]?.raw === '-' ? 1 : 0;
    const n = tokens[i + 1 + minus];
    if (n?.kind === 'number' && /^\d$/.test(n.raw))
      return { power: (minus ? -1 : 1) * Number(n.raw), next: i + 2 + minus };
  }
  if (t?.kind === 'word' && (t.lower === 'squared' || t.lower === 'cubed')) {
    return { power: t.lower === 'squared' ? 2 : 3, next: i + 1 };
  }
  // "m2", "cm3" written without a caret: the digit is glued to the unit.
  if (t?.kind === 'number' && !t.spaced && /^[23]$/.test(t.raw)) return { power: Number(t.raw), next: i + 1 };
  return { power: 1, next: i };
}

/** Words that only count cycles: "cycles per second" is hertz. */
const COUNTED = new Set(['cycle', 'cycles', 'revolution', 'revolutions', 'oscillation', 'oscillations']);

function readPart(tokens: readonly Token[], i: number): Part | null {
  const t = tokens[i];
  if (!t) return null;
  // °C, °F, a bare ° (an angle), "degrees Celsius"
  if (t.kind === 'symbol' && t.raw === '°') {
    const scale = tokens[i + 1];
    if (scale && !scale.spaced && (scale.raw === 'C' || scale.raw === 'c'))
      return { def: d('temperature-c'), power: 1, next: i + 2 };
    if (scale && !scale.spaced && (scale.raw === 'F' || scale.raw === 'f'))
      return { def: d('temperature-f'), power: 1, next: i + 2 };
    return { def: d('angle', 1, true), power: 1, next: i + 1 };
  }
  if (t.kind === 'word' && (t.lower === 'degree' || t.lower === 'degrees')) {
    const scale = tokens[i + 1];
    const def = scale?.kind === 'word' ? own(WORDS, scale.lower) : undefined;
    if (def && def.dim.startsWith('temperature')) return { def, power: 1, next: i + 2 };
    if (scale?.raw === 'C' || scale?.raw === 'F')
      return { def: d(scale.raw === 'C' ? 'temperature-c' : 'temperature-f'), power: 1, next: i + 2 };
  }
  // "light-year", "light years": a length, not the word "light"
  if (
    t.kind === 'word' &&
    t.lower === 'light' &&
    /^years?$/.test(tokens[i + (tokens[i + 1]?.raw === '-' ? 2 : 1)]?.lower ?? '')
  ) {
    return { def: d('length', 9.4607e15), power: 1, next: i + (tokens[i + 1]?.raw === '-' ? 3 : 2) };
  }
  if (t.kind === 'word' && t.lower === 'per' && tokens[i + 1]?.lower === 'cent') {
    return { def: d('percent'), power: 1, next: i + 2 };
  }
  // "square metres", "cubic centimetres"
  if (t.kind === 'word' && (t.lower === 'square' || t.lower === 'cubic')) {
    const base = tokens[i + 1] && lookup(tokens[i + 1]!);
    if (base && base.dim === 'length') return { def: base, power: t.lower === 'square' ? 2 : 3, next: i + 2 };
  }
  if (t.kind === 'word' && COUNTED.has(t.lower) && tokens[i + 1]?.lower === 'per') {
    return { def: d(''), power: 1, next: i + 1 };
  }
  // "ms^-1" is metres per second, not per millisecond: two symbols glued before a negative power
  if (t.kind === 'word' && t.raw.length === 2 && tokens[i + 1]?.raw === '^' && tokens[i + 2]?.raw === '-') {
    const [a, b] = [own(SYMBOLS, t.raw[0]!), own(SYMBOLS, t.raw[1]!)];
    const { power, next } = readPower(tokens, i + 1);
    if (a && b && power < 0) return { def: a, power: 1, next: i, glued: { def: b, power, next } };
  }
  const def = lookup(t);
  if (!def) return null;
  const { power, next } = readPower(tokens, i + 1);
  return { def, power, next };
}

const isPer = (t: Token | undefined) =>
  t !== undefined && ((t.kind === 'symbol' && t.raw === '/') || (t.kind === 'word' && t.lower === 'per'));

/**
 * A unit starting at token i (after a number): "km", "m/s²", "metres per second squared", "g/mol",
 * "g mol⁻¹", "per mole", "metres per second per second", "cycles per second".
 */
export function readUnit(tokens: readonly Token[], i: number, text: string): { unit: Unit; next: number } | null {
  const dims: Dims = new Map();
  let factor = 1;
  let next = i;
  let parts = 0;
  let optional = false;
  const take = (part: Part, sign: number) => {
    factor *= part.def.factor ** (part.power * sign) * addDims(dims, part.def.dim, part.power * sign);
    parts++;
    next = part.next;
    if (part.glued) take(part.glued, sign);
  };
  // "per mole" on its own: 6.022 × 10²³ per mole
  if (tokens[i]?.kind === 'word' && tokens[i].lower === 'per' && tokens[i + 1]?.lower !== 'cent') {
    const second = readPart(tokens, i + 1);
    if (!second || second.def.dim === 'percent' || second.def.dim === '') return null;
    take(second, -1);
  } else {
    const first = readPart(tokens, i);
    if (!first) return null;
    optional = first.def.optional === true;
    take(first, 1);
  }
  for (;;) {
    const t = tokens[next];
    if (isPer(t)) {
      const second = readPart(tokens, next + 1);
      if (!second || second.def.dim === 'percent' || second.def.dim === '') break;
      take(second, -1);
      continue;
    }
    // "g mol⁻¹", "m s^-2": a unit with a negative power after another multiplies it
    const part = t && t.kind !== 'number' ? readPart(tokens, next) : null;
    if (part && (part.power < 0 || (part.glued?.power ?? 0) < 0) && part.def.dim !== 'percent') {
      take(part, 1);
      continue;
    }
    break;
  }
  const start = tokens[i]!.start;
  const end = tokens[next - 1]!.end;
  return {
    unit: { dim: dimKey(dims), factor, optional: optional && parts === 1, label: text.slice(start, end) },
    next,
  };
}
