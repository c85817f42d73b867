import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ListingCache, type Listing } from './listing-cache.ts';

function setup(ttl = 3000, max = 3, maxBytes = 2 ** 20) {
  let now = 0;
  const clock = { now: () => now };
  const cache = new ListingCache(clock, { ttlMs: ttl, maxEntries: max, maxBytes, cacheControl: 'private, no-cache' });
  let computed = 0;
  const compute = (value: unknown) => async () => {
    computed++;
    return { items: value };
  };
  return { cache, compute, advance: (ms: number) => (now += ms), computed: () => computed };
}

const etagOf = async (p: { etag: string } | Promise<{ etag: string }>) => (await p).etag;

describe('ListingCache', () => {
  it('answers from memory until the time is up, then renews the answer while still sending the old one', async () => {
    const { cache, compute, advance, computed } = setup();
    const first = await etagOf(cache.get('k', compute(['a'])));
    advance(2999);
    expect(await etagOf(cache.get('k', compute(['b'])))).toBe(first);
    expect(computed()).toBe(1);
    advance(1);
    // Time is up: this request still gets the kept answer, and the renewal starts.
    expect(await etagOf(cache.get('k', compute(['b'])))).toBe(first);
    expect(computed()).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await etagOf(cache.get('k', compute(['c'])))).not.toBe(first);
    expect(computed()).toBe(2);
  });

  it('renews once however many ask meanwhile', async () => {
    const { cache, compute, advance } = setup();
    await cache.get('k', compute(['a']));
    advance(3000);
    let renewals = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<Listing>((resolve) => {
        renewals++;
        release = () => resolve({ items: ['b'] });
      });
    const answers = [cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)];
    expect(answers.every((answer) => !(answer instanceof Promise))).toBe(true);
    expect(renewals).toBe(1);
    release();
  });

  it('keeps sending the old answer while renewing fails, but not past the staleness bound', async () => {
    const { cache, compute, advance } = setup(3000, 3);
    const first = await etagOf(cache.get('k', compute(['a'])));
    const failing = async () => {
      throw new Error('database down');
    };
    advance(3000);
    expect(await etagOf(cache.get('k', failing))).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    advance(1_999);
    expect(await etagOf(cache.get('k', failing))).toBe(first);
    advance(1);
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
  });

  it('forgets everything when this process changes the catalogue', async () => {
    const { cache, compute, computed } = setup();
    await cache.get('k', compute(['a']));
    cache.markChanged();
    await cache.get('k', compute(['a']));
    expect(computed()).toBe(2);
  });

  it('computes once for concurrent misses, and does not keep an answer computed across a change', async () => {
    const { cache, computed } = setup();
    let release: () => void = () => {};
    let calls = 0;
    const slow = () =>
      new Promise<Listing>((resolve) => {
        calls++;
        release = () => resolve({ items: ['old'] });
      });
    const a = cache.get('k', slow);
    const b = cache.get('k', slow);
    cache.markChanged();
    release();
    expect((await a).etag).toBe((await b).etag);
    expect(calls).toBe(1);
    // The answer computed across the change was served to those waiting, but not kept.
    let recomputed = 0;
    await cache.get('k', async () => {
      recomputed++;
      return { items: ['new'] };
    });
    expect(recomputed).toBe(1);
    expect(computed()).toBe(0);
  });

  it('keeps answers within its byte budget, not only its number of answers, and each key its own answer', async () => {
    // Room for 5,000 answers but 1 MB: pages of long set descriptions (about 60 KB each) fill the
    // bytes long before the count.
    const { cache, computed } = setup(10_000, 5000, 2 ** 20);
    const page = (offset: number) => async () => ({
      items: Array.from({ length: 100 }, (_, i) => ({
        title: `Set ${offset + i}`,
        description: 'long text '.repeat(60),
      })),
    });
    let counted = 0;
    const counting = (offset: number) => async () => {
      counted++;
      return page(offset)();
    };
    for (let offset = 0; offset < 3000; offset += 100) {
      await cache.get(`search:CS101:${offset}`, counting(offset));
      expect(cache.kept.bytes).toBeLessThanOrEqual(2 ** 20);
    }
    expect(cache.kept.entries).toBeLessThan(30);
    expect(computed()).toBe(0);
    // The first pages went for bytes and are computed again; every key still answers its own page.
    const first = await cache.get('search:CS101:0', counting(0));
    expect(counted).toBe(31);
    const last = cache.get('search:CS101:2900', counting(2900));
    expect(last).not.toBeInstanceOf(Promise);
    expect(counted).toBe(31);
    const sent = async (body: Awaited<typeof first>) => {
      const app = Fastify();
      app.get('/', (request, reply) => body.send(request, reply));
      const res = await app.inject({ url: '/' });
      await app.close();
      return res.json<Array<{ title: string }>>();
    };
    expect((await sent(first))[0]?.title).toBe('Set 0');
    expect((await sent(await last))[0]?.title).toBe('Set 2900');
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const { cache, compute, computed } = setup(10_000, 2);
    await cache.get('a', compute(1));
    await cache.get('b', compute(2));
    await cache.get('c', compute(3));
    await cache.get('b', compute(2));
    expect(computed()).toBe(3);
    await cache.get('a', compute(1));
    expect(computed()).toBe(4);
  });
});
