import { own } from './own.ts';

// A unit's dimension as powers of base dimensions, so that units written differently compare (units.ts).

/** Named dimensions written in base ones, so "Hz" meets "per second" and "mL" meets "cm³". */
const DERIVED: Readonly<Record<string, { dims: Record<string, number>; factor: number }>> = {
  frequency: { dims: { time: -1 }, factor: 1 },
  volume: { dims: { length: 3 }, factor: 1e-3 },
};

export type Dims = Map<string, number>;

/** Adds a unit's dimension to the power given ("length/time^2" counts length 1, time −2). */
export function addDims(dims: Dims, dim: string, power: number): number {
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
export function dimKey(dims: Dims): string {
  const entries = [...dims.entries()].filter(([, e]) => e !== 0).sort(([a], [b]) => a.localeCompare(b));
  const up = entries.filter(([, e]) => e > 0).map(([n, e]) => (e === 1 ? n : `${n}^${e}`));
  const down = entries.filter(([, e]) => e < 0).map(([n, e]) => (e === -1 ? n : `${n}^${-e}`));
  if (!up.length) return down.map((n) => `${n}^-1`).join('*') || 'none';
  return down.length ? `${up.join('*')}/${down.join('*')}` : up.join('*');
}
