import { own } from './own.ts';
import type { Token } from './tokens.ts';

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

interface UnitDef {
  dim: string;
  factor: number;
  optional?: boolean;
}

const d = (dim: string, factor = 1, optional = false): UnitDef => ({ dim, factor, optional });

/** Case-sensitive symbols (M is molar, m is metre). */
const SYMBOLS: Readonly<Record<string, UnitDef>> = {
  m: d('length'),
  km: d('length', 1e3),
  cm: d('length', 1e-2),
  mm: d('length', 1e-3),
  μm: d('length', 1e-6),
  um: d('length', 1e-6),
  nm: d('length', 1e-9),
  mi: d('length', 1609.344),
  ft: d('length', 0.3048),
  yd: d('length', 0.9144),
  kg: d('mass'),
  g: d('mass', 1e-3),
  mg: d('mass', 1e-6),
  μg: d('mass', 1e-9),
  lb: d('mass', 0.45359237),
  lbs: d('mass', 0.45359237),
  oz: d('mass', 0.028349523),
  s: d('time'),
  sec: d('time'),
  secs: d('time'),
  ms: d('time', 1e-3),
  min: d('time', 60),
  mins: d('time', 60),
  h: d('time', 3600),
  hr: d('time', 3600),
  hrs: d('time', 3600),
  yr: d('time', 31_557_600),
  yrs: d('time', 31_557_600),
  L: d('volume'),
  l: d('volume'),
  mL: d('volume', 1e-3),
  ml: d('volume', 1e-3),
  mol: d('amount'),
  mmol: d('amount', 1e-3),
  M: d('concentration'),
  J: d('energy'),
  kJ: d('energy', 1e3),
  kj: d('energy', 1e3),
  cal: d('energy', 4.184),
  kcal: d('energy', 4184),
  eV: d('energy', 1.602176634e-19),
  kWh: d('energy', 3.6e6),
  W: d('power'),
  kW: d('power', 1e3),
  MW: d('power', 1e6),
  N: d('force'),
  kN: d('force', 1e3),
  Pa: d('pressure'),
  kPa: d('pressure', 1e3),
  atm: d('pressure', 101_325),
  bar: d('pressure', 1e5),
  mmHg: d('pressure', 133.322),
  Hz: d('frequency'),
  kHz: d('frequency', 1e3),
  MHz: d('frequency', 1e6),
  GHz: d('frequency', 1e9),
  V: d('voltage'),
  mV: d('voltage', 1e-3),
  kV: d('voltage', 1e3),
  A: d('current'),
  mA: d('current', 1e-3),
  Ω: d('resistance'),
  ω: d('resistance'),
  K: d('temperature-k'),
  B: d('bit', 8),
  rad: d('angle', 180 / Math.PI),
  dm: d('length', 1e-1),
  Å: d('length', 1e-10),
  ly: d('length', 9.4607e15),
  AU: d('length', 1.495978707e11),
  pc: d('length', 3.0857e16),
  μs: d('time', 1e-6),
  ns: d('time', 1e-9),
  wk: d('time', 604_800),
  wks: d('time', 604_800),
  cc: d('volume', 1e-3),
  dL: d('volume', 1e-1),
  cL: d('volume', 1e-2),
  μmol: d('amount', 1e-6),
  // a food Calorie is a kilocalorie
  Cal: d('energy', 4184),
  Wh: d('energy', 3600),
  MJ: d('energy', 1e6),
  GJ: d('energy', 1e9),
  GW: d('power', 1e9),
  MPa: d('pressure', 1e6),
  GPa: d('pressure', 1e9),
  hPa: d('pressure', 1e2),
  mbar: d('pressure', 1e2),
  psi: d('pressure', 6894.757),
  torr: d('pressure', 133.322),
  kΩ: d('resistance', 1e3),
  MΩ: d('resistance', 1e6),
  μA: d('current', 1e-6),
  dB: d('decibel'),
  ha: d('length^2', 1e4),
  kn: d('length/time', 0.514444),
  kmh: d('length/time', 1 / 3.6),
  kmph: d('length/time', 1 / 3.6),
  TB: d('bit', 8e12),
  kB: d('bit', 8e3),
  mph: d('length/time', 0.44704),
  kph: d('length/time', 1 / 3.6),
  '%': d('percent'),
  $: d('usd'),
  '€': d('eur'),
  '£': d('gbp'),
  bit: d('bit'),
  bits: d('bit'),
  byte: d('bit', 8),
  bytes: d('bit', 8),
  KB: d('bit', 8e3),
  MB: d('bit', 8e6),
  GB: d('bit', 8e9),
};

/** Spelled-out units, lower case; a plural "s" is also accepted. */
const WORDS: Readonly<Record<string, UnitDef>> = {
  metre: d('length'),
  meter: d('length'),
  kilometre: d('length', 1e3),
  kilometer: d('length', 1e3),
  centimetre: d('length', 1e-2),
  centimeter: d('length', 1e-2),
  millimetre: d('length', 1e-3),
  millimeter: d('length', 1e-3),
  micrometre: d('length', 1e-6),
  micrometer: d('length', 1e-6),
  micron: d('length', 1e-6),
  nanometre: d('length', 1e-9),
  nanometer: d('length', 1e-9),
  mile: d('length', 1609.344),
  foot: d('length', 0.3048),
  feet: d('length', 0.3048),
  inch: d('length', 0.0254),
  inches: d('length', 0.0254),
  yard: d('length', 0.9144),
  gram: d('mass', 1e-3),
  gramme: d('mass', 1e-3),
  kilogram: d('mass'),
  kilo: d('mass'),
  milligram: d('mass', 1e-6),
  tonne: d('mass', 1e3),
  ounce: d('mass', 0.028349523),
  second: d('time'),
  millisecond: d('time', 1e-3),
  minute: d('time', 60),
  hour: d('time', 3600),
  day: d('time', 86_400),
  week: d('time', 604_800),
  month: d('time', 2_629_800),
  year: d('time', 31_557_600),
  decade: d('time', 315_576_000),
  century: d('time', 3_155_760_000),
  centuries: d('time', 3_155_760_000),
  litre: d('volume'),
  liter: d('volume'),
  millilitre: d('volume', 1e-3),
  milliliter: d('volume', 1e-3),
  mole: d('amount'),
  millimole: d('amount', 1e-3),
  nanosecond: d('time', 1e-9),
  microsecond: d('time', 1e-6),
  fortnight: d('time', 1_209_600),
  millennium: d('time', 31_557_600_000),
  millennia: d('time', 31_557_600_000),
  angstrom: d('length', 1e-10),
  lightyear: d('length', 9.4607e15),
  parsec: d('length', 3.0857e16),
  microgram: d('mass', 1e-9),
  // students write "tons" for tonnes; the short ton (907 kg) is not what a course means by it
  ton: d('mass', 1e3),
  megajoule: d('energy', 1e6),
  megapascal: d('pressure', 1e6),
  hectopascal: d('pressure', 1e2),
  millibar: d('pressure', 1e2),
  decibel: d('decibel'),
  hectare: d('length^2', 1e4),
  acre: d('length^2', 4046.8564),
  knot: d('length/time', 0.514444),
  gigawatt: d('power', 1e9),
  milliamp: d('current', 1e-3),
  milliampere: d('current', 1e-3),
  kilovolt: d('voltage', 1e3),
  millivolt: d('voltage', 1e-3),
  kilohm: d('resistance', 1e3),
  kilobyte: d('bit', 8e3),
  megabyte: d('bit', 8e6),
  gigabyte: d('bit', 8e9),
  terabyte: d('bit', 8e12),
  molar: d('concentration'),
  joule: d('energy'),
  kilojoule: d('energy', 1e3),
  calorie: d('energy', 4.184),
  kilocalorie: d('energy', 4184),
  electronvolt: d('energy', 1.602176634e-19),
  watt: d('power'),
  kilowatt: d('power', 1e3),
  megawatt: d('power', 1e6),
  newton: d('force'),
  pascal: d('pressure'),
  kilopascal: d('pressure', 1e3),
  atmosphere: d('pressure', 101_325),
  hertz: d('frequency'),
  kilohertz: d('frequency', 1e3),
  megahertz: d('frequency', 1e6),
  volt: d('voltage'),
  ampere: d('current'),
  amp: d('current'),
  ohm: d('resistance'),
  kelvin: d('temperature-k'),
  celsius: d('temperature-c'),
  centigrade: d('temperature-c'),
  fahrenheit: d('temperature-f'),
  degree: d('angle', 1, true),
  deg: d('angle', 1, true),
  radian: d('angle', 180 / Math.PI),
  percent: d('percent'),
  percentage: d('percent'),
  pct: d('percent'),
  dollar: d('usd'),
  euro: d('eur'),
};

function lookup(token: Token): UnitDef | undefined {
  if (token.kind === 'number') return undefined;
  const bySymbol = own(SYMBOLS, token.raw);
  if (bySymbol) return bySymbol;
  if (token.kind !== 'word') return undefined;
  const word = token.lower;
  return own(WORDS, word) ?? (word.endsWith('s') ? own(WORDS, word.slice(0, -1)) : undefined) ?? own(SYMBOLS, word);
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

/** Named dimensions written in base ones, so "Hz" meets "per second" and "mL" meets "cm³". */
const DERIVED: Readonly<Record<string, { dims: Record<string, number>; factor: number }>> = {
  frequency: { dims: { time: -1 }, factor: 1 },
  volume: { dims: { length: 3 }, factor: 1e-3 },
};

type Dims = Map<string, number>;

/** Adds a unit's dimension to the power given ("length/time^2" counts length 1, time −2). */
function addDims(dims: Dims, dim: string, power: number): number {
  let factor = 1;
  dim.split('/').forEach((piece, k) => {
    if (!piece) return;
    const [name, exp] = piece.split('^') as [string, string | undefined];
    const p = (exp ? Number(exp) : 1) * power * (k > 0 ? -1 : 1);
    const derived = own(DERIVED, name);
    if (!derived) {
      dims.set(name, (dims.get(name) ?? 0) + p);
      return;
    }
    factor *= derived.factor ** p;
    for (const [base, e] of Object.entries(derived.dims)) dims.set(base, (dims.get(base) ?? 0) + e * p);
  });
  return factor;
}

/** One spelling of a dimension: "length/time^2", "amount^-1", "percent". */
function dimKey(dims: Dims): string {
  const entries = [...dims.entries()].filter(([, e]) => e !== 0).sort(([a], [b]) => a.localeCompare(b));
  const up = entries.filter(([, e]) => e > 0).map(([n, e]) => (e === 1 ? n : `${n}^${e}`));
  const down = entries.filter(([, e]) => e < 0).map(([n, e]) => (e === -1 ? n : `${n}^${-e}`));
  if (!up.length) return down.map((n) => `${n}^-1`).join('*') || 'none';
  return down.length ? `${up.join('*')}/${down.join('*')}` : up.join('*');
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
