import { describe, expect, it } from 'vitest';
import { KeptValues } from './kept-values.ts';

describe('KeptValues', () => {
  it('does not hand a value computed before a change to anyone asking after it', async () => {
    const values = new KeptValues<string>({ now: () => 0 }, { ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const before = values.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    values.markChanged();
    const after = values.get('k', () => Promise.resolve('after the change'));
    release('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    // Only the value computed after the change is kept.
    expect(values.get('k', () => Promise.resolve('recomputed'))).toBe('after the change');
  });
});
