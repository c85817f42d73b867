import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptValues, stringBytes } from './kept-values.ts';

/** A value that says which key and which version of the data it was computed for, and how big it is. */
interface Tagged {
  key: string;
  version: number;
  bytes: number;
}

describe('KeptValues', () => {
  it('does not hand a value computed before a change to anyone asking after it', async () => {
    const values = new KeptValues<string>(
      { now: () => 0 },
      { ttlMs: 1000, maxEntries: 10, maxBytes: 2 ** 20, sizeOf: stringBytes },
    );
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

  it('keeps values within its byte budget however few they are, the oldest going first', async () => {
    // Room for a thousand entries, but bytes for two values of 2,000 characters.
    const values = new KeptValues<string>(
      { now: () => 0 },
      { ttlMs: 60_000, maxEntries: 1000, maxBytes: 10_000, sizeOf: stringBytes },
    );
    let computed = 0;
    const long = (key: string) => async () => {
      computed++;
      return key.repeat(2000);
    };
    for (const key of ['a', 'b', 'c']) await values.get(key, long(key));
    expect(values.kept.entries).toBe(2);
    expect(values.kept.bytes).toBeLessThanOrEqual(10_000);
    // "a" went first and is computed again; "c", the newest, is still kept.
    expect(values.get('c', long('c'))).toBe('c'.repeat(2000));
    expect(computed).toBe(3);
    expect(await values.get('a', long('a'))).toBe('a'.repeat(2000));
    expect(computed).toBe(4);
  });

  it('hands a value bigger than the whole budget to whoever asked, without keeping it', async () => {
    const values = new KeptValues<string>(
      { now: () => 0 },
      { ttlMs: 60_000, maxEntries: 10, maxBytes: 1000, sizeOf: stringBytes },
    );
    await values.get('small', async () => 'x');
    expect(await values.get('huge', async () => 'y'.repeat(1000))).toBe('y'.repeat(1000));
    expect(values.kept.entries).toBe(1);
    expect(values.get('small', async () => 'recomputed')).toBe('x');
  });

  it('never holds more than its budget, and never hands out a value of another key or of older data', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 7 }), bytes: fc.nat(4000) }),
      fc.record({ kind: fc.constant('change' as const) }),
      fc.record({ kind: fc.constant('tick' as const), ms: fc.nat(3000) }),
      fc.record({ kind: fc.constant('settle' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { maxLength: 80 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 200, max: 12_000 }),
        async (ops, maxEntries, maxBytes) => {
          let now = 0;
          let version = 0;
          const values = new KeptValues<Tagged>(
            { now: () => now },
            { ttlMs: 1000, maxStaleMs: 1000, maxEntries, maxBytes, sizeOf: (value) => value.bytes },
          );
          const answers: Array<{ key: string; version: number; answer: Tagged | Promise<Tagged> }> = [];
          for (const o of ops) {
            if (o.kind === 'get') {
              const key = `key-${o.key}`;
              const computedFor = { key, version, bytes: o.bytes };
              // Computations finish a little later: gets meanwhile share them, and changes may come between.
              const answer = values.get(key, () => Promise.resolve().then(() => computedFor));
              answers.push({ key, version, answer });
            } else if (o.kind === 'change') {
              version++;
              values.markChanged();
            } else if (o.kind === 'tick') {
              now += o.ms;
            } else {
              await new Promise((resolve) => setImmediate(resolve));
            }
            expect(values.kept.bytes).toBeLessThanOrEqual(maxBytes);
            expect(values.kept.entries).toBeLessThanOrEqual(maxEntries);
          }
          for (const { key, version: asked, answer } of answers) {
            const value = await answer;
            expect(value.key).toBe(key);
            // The data as it was when asked: never from before a change the asker had already seen.
            expect(value.version).toBe(asked);
          }
          expect(values.kept.bytes).toBeLessThanOrEqual(maxBytes);
        },
      ),
      { numRuns: 300 },
    );
  });
});
