import type { Quantity } from './quantities.ts';
import { CHECK_STEPS, WorkBudget } from './work-budget.ts';

/**
 * How a typed number stands to the card's: the same (however written, in whatever unit of the same
 * dimension), rounded, right but without its unit or in the wrong one, or another number.
 */
/** misspelt: the number written in words with a slip ("forteen" for 14) */
export type QuantityOutcome = 'equal' | 'rounded' | 'unitMissing' | 'unitWrong' | 'different' | 'misspelt';

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function roundSig(value: number, sigFigs: number): number {
  if (value === 0 || sigFigs >= 15) return value;
  return Number(value.toPrecision(Math.max(1, Math.min(15, sigFigs))));
}

/** How far a value more precise than the card's may be from it (2 %), unless the card says "about": 18.02 for 18, not 2.4 for 2. */
const MORE_PRECISE_WITHIN = 0.02;

function compareValues(cv: number, uv: number, c: Quantity, u: Quantity): 'equal' | 'rounded' | 'different' {
  if (same(cv, uv)) return 'equal';
  if (Math.sign(cv) !== Math.sign(uv)) return 'different';
  // The card's 1/6 has no last digit: a decimal to two or more figures is as exact as one can write it.
  if (c.fraction && !u.fraction && u.sigFigs >= 2 && same(roundSig(cv, u.sigFigs), uv)) return 'equal';
  // More precise than the card (9.81 for 9.8, 18.02 for 18, 299,792,458 for 3 × 10^8). A whole
  // number's zeros are figures of its own (a year, a count: 2010 is not 2000, 16.7 % is not 20 %)
  // unless the card says it is rounded ("about 300,000 km/s").
  // A bare whole number (a count, a year) has no decimals to add: 46.3 is not 46 chromosomes. And a
  // value more precise than the card stays near it: 9.81 for 9.8, not 2.4 m for 2 m.
  const cardFigures = c.whole && !c.approximate ? Math.max(c.sigFigs, String(Math.abs(cv)).length) : c.sigFigs;
  const count = c.whole && !c.unit && !c.approximate && !Number.isInteger(uv);
  const near = c.approximate === true || Math.abs(uv - cv) <= MORE_PRECISE_WITHIN * Math.abs(cv);
  if (!c.fraction && !u.fraction && !count && near && u.sigFigs > cardFigures && same(roundSig(uv, cardFigures), cv))
    return 'equal';
  // Less precise: 3.14 for 3.1416. Not for a bare whole number (a year or a count), where 1800 is not 1789.
  // A value cut to one figure is a rounding when it stays near (10 for 9.8) or the card's value is
  // within a tenth (3 × 10^8 for 299,792,458): 100 years for 116 years, 20 for 18.02 is another number.
  const measured = !c.whole || c.unit !== null;
  const enoughFigures = u.sigFigs >= 2 || Math.abs(uv - cv) <= 0.1 * Math.abs(cv);
  if (measured && enoughFigures && !u.fraction && u.sigFigs < c.sigFigs && same(roundSig(cv, u.sigFigs), uv))
    return 'rounded';
  // The last digit of a long decimal off by one: 3.1415 for 3.1416.
  if (!Number.isInteger(c.value) && !c.fraction && c.sigFigs >= 4 && u.sigFigs === c.sigFigs) {
    const lastPlace = 10 ** (Math.floor(Math.log10(Math.abs(cv))) - c.sigFigs + 1);
    if (Math.abs(cv - uv) <= lastPlace * 1.0001) return 'rounded';
  }
  return 'different';
}

/** A temperature scale's offset from kelvin, per degree (°C, °F, K). */
const SCALES: Readonly<Record<string, { zero: number; size: number }>> = {
  'temperature-k': { zero: 0, size: 1 },
  'temperature-c': { zero: 273.15, size: 1 },
  'temperature-f': { zero: 273.15 - (32 * 5) / 9, size: 5 / 9 },
};
const scaleOf = (dim: string) => (Object.hasOwn(SCALES, dim) ? SCALES[dim]! : null);

export function compareQuantity(c: Quantity, u: Quantity): QuantityOutcome {
  const cv = c.value;
  let uv = u.value;
  let unitIssue: QuantityOutcome | null = null;
  const cardScale = c.unit && scaleOf(c.unit.dim);
  const typedScale = u.unit && scaleOf(u.unit.dim);
  if (cardScale && typedScale && c.unit!.dim !== u.unit!.dim) {
    // 212 °F, 373 K for 100 °C: the same temperature, to the half degree a conversion is written to
    const kelvin = uv * typedScale.size + typedScale.zero;
    return Math.abs(kelvin - (cv * cardScale.size + cardScale.zero)) <= 0.5 * Math.min(1, typedScale.size) + 1e-9
      ? 'equal'
      : 'different';
  }
  if (cardScale && u.unit?.dim === 'angle' && u.unit.optional) {
    // "100 degrees" for 100 °C: the scale left out of a temperature said in degrees
  } else if (c.unit && u.unit) {
    // compared in the card's unit, so rounding is judged as the card wrote it; a conversion
    // factor is not exact (a year is 365.25 days, a light-year 9.46 × 10^15 m), so converted
    // values a thousandth apart are the same ("one year" for "365 days"), a hundredth on a card
    // that says it is rounded ("93 million miles" for "about 150 million km")
    if (c.unit.dim === u.unit.dim) {
      uv *= u.unit.factor / c.unit.factor;
      const tolerance = c.approximate ? 1e-2 : 1e-3;
      if (u.unit.factor !== c.unit.factor && Math.abs(uv - cv) <= tolerance * Math.abs(cv)) return 'equal';
    } else if (!(c.unit.optional && u.unit.optional)) unitIssue = 'unitWrong';
  } else if (c.unit && !u.unit) {
    if (c.unit.dim === 'percent') {
      if (same(cv / 100, uv)) return 'equal'; // 0.05 for 5 %
      unitIssue = 'unitMissing';
    } else if (!c.unit.optional) {
      unitIssue = 'unitMissing';
    }
  } else if (!c.unit && u.unit?.dim === 'percent' && !same(cv, uv)) {
    uv /= 100; // 80 % for 0.8
  }
  const values = compareValues(cv, uv, c, u);
  if (values === 'different') return 'different';
  // "about 5,730 years": the card's value is itself rounded, so a rounder one is as right
  return unitIssue ?? (values === 'rounded' && c.approximate ? 'equal' : values);
}

export interface QuantityMatching {
  /** per card quantity: how the student's answered it, or null when none did */
  outcomes: (QuantityOutcome | null)[];
  /** the student's numbers that answer none of the card's */
  extra: Quantity[];
}

/** Pairs numbers: the same ones first, then near ones (rounded, unit missing); each comparison is a step. */
export function matchQuantities(
  correct: readonly Quantity[],
  typed: readonly Quantity[],
  budget: WorkBudget = new WorkBudget(CHECK_STEPS),
): QuantityMatching {
  const outcomes: (QuantityOutcome | null)[] = correct.map(() => null);
  const used = new Set<number>();
  for (const pass of [['equal'], ['rounded', 'unitMissing', 'unitWrong']] as const) {
    correct.forEach((c, ci) => {
      if (outcomes[ci]) return;
      for (let ui = 0; ui < typed.length && budget.step(); ui++) {
        if (used.has(ui)) continue;
        const outcome = compareQuantity(c, typed[ui]!);
        if ((pass as readonly string[]).includes(outcome)) {
          outcomes[ci] = outcome;
          used.add(ui);
          return;
        }
      }
    });
  }
  // "One light-year, about 9.46 trillion km": the card's one value written twice is given once
  // (in two different units: "5, 7 and 5" are three numbers)
  const withUnit = correct.map((c, ci) => ({ c, ci })).filter(({ c }) => c.unit !== null);
  for (const { c, ci } of withUnit) {
    if (budget.spent) break;
    if (outcomes[ci]) continue;
    const twin = withUnit.find(
      ({ c: other, ci: oi }) =>
        budget.step() &&
        oi !== ci &&
        outcomes[oi] &&
        c.unit!.factor !== other.unit!.factor &&
        compareQuantity(other, c) === 'equal',
    );
    if (twin) outcomes[ci] = outcomes[twin.ci]!;
  }
  return { outcomes, extra: typed.filter((_, ui) => !used.has(ui)) };
}
