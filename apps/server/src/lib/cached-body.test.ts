import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CachedBody, matchesIfNoneMatch, ownBytes } from './cached-body.ts';

describe('matchesIfNoneMatch', () => {
  const etag = '"abc-br"';
  it.each([
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"x", "abc-br"', true],
    ['*', true],
    ['"abc"', false],
    ['"abc-gzip"', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe('CachedBody.maxBytes', () => {
  /** The body as sent in each encoding: identity, br and gzip, each made once and kept. */
  async function allForms(body: CachedBody): Promise<number[]> {
    const app = Fastify();
    app.get('/', (request, reply) => body.send(request, reply));
    const sizes = [];
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      sizes.push(res.rawPayload.length);
    }
    await app.close();
    return sizes;
  }

  it.each([
    ['an empty body', Buffer.alloc(0)],
    ['a small JSON answer', Buffer.from(JSON.stringify([{ title: 'Cell biology', cards: 40 }]))],
    [
      '200 KB of JSON',
      Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, t: 'x'.repeat(80) })))),
    ],
    ['300 KB of random bytes (compression makes them larger)', randomBytes(300_000)],
    ['5 KB of random bytes', randomBytes(5_000)],
  ])('bounds what %s comes to hold once every form is made', async (_name, data) => {
    for (const effort of ['fast', 'max'] as const) {
      const body = new CachedBody(data, 'application/json', 'no-cache', {}, effort, { 'x-total-count': '42' });
      const [identity, br, gzip] = await allForms(body);
      expect(identity).toBe(data.length);
      expect(body.maxBytes).toBeGreaterThanOrEqual(identity! + br! + gzip!);
    }
  });

  it('counts forms given ready-made as they are', () => {
    const data = Buffer.from('x'.repeat(100_000));
    const given = new CachedBody(data, 'text/plain', 'no-cache', { br: Buffer.alloc(10), gzip: Buffer.alloc(20) });
    const made = new CachedBody(data, 'text/plain', 'no-cache');
    expect(given.maxBytes).toBeLessThan(data.length + 2000);
    expect(made.maxBytes).toBeGreaterThan(3 * data.length);
  });
});

describe('ownBytes', () => {
  it('copies a small buffer out of the slab it shares with others, so keeping it keeps only its bytes', () => {
    const pooled = Buffer.from('a short answer');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const owned = ownBytes(pooled);
    expect(owned.equals(pooled)).toBe(true);
    expect(owned.buffer.byteLength).toBe(owned.length);
  });

  it('keeps a buffer that already has its memory to itself', () => {
    const alone = Buffer.alloc(100_000);
    expect(ownBytes(alone)).toBe(alone);
  });
});
