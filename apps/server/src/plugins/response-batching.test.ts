import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { EndOfTurnWrites } from './response-batching.ts';

describe('EndOfTurnWrites', () => {
  it("writes a turn's first answer at once and the others when the turn ends, in order", async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('first'));
    writes.write(() => written.push('second'));
    writes.write(() => written.push('third'));
    expect(written).toEqual(['first']);
    await nextTurn();
    expect(written).toEqual(['first', 'second', 'third']);
  });

  it('writes at once again in the next turn', async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('a'));
    await nextTurn();
    writes.write(() => written.push('b'));
    expect(written).toEqual(['a', 'b']);
  });

  it('writes what a queued write finishes, in the same turn or the next', async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('first'));
    writes.write(() => {
      written.push('queued');
      writes.write(() => written.push('finished by it'));
    });
    await nextTurn();
    await nextTurn();
    expect(written).toEqual(['first', 'queued', 'finished by it']);
  });
});

describe('answers finished together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.app.close());

  it('all reach their clients whole, each with its own request id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ url: i % 2 ? '/api/health' : '/api/nothing-here', headers: { 'x-request-id': `batch-${i}` } }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(i % 2 ? 200 : 404);
      expect(answer.headers['x-request-id']).toBe(`batch-${i}`);
      expect(answer.json()).toBeTypeOf('object');
    });
  });
});
