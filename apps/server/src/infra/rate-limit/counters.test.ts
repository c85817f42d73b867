import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterKey, MemoryCounters, RedisCounters, type Counters } from './counters.ts';
import { registerRateLimits } from './rate-limit.ts';

function movableClock(start = Date.UTC(2026, 10, 26, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;

/** The behaviour both stores share. */
function sharedBehaviour(counters: () => Counters, prefix: () => string) {
  it('counts within a window and takes a refunded request back out', async () => {
    const key = `${prefix()}count`;
    expect((await counters().hit(key, MINUTE)).count).toBe(1);
    const second = await counters().hit(key, MINUTE);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(MINUTE);
    await second.undo();
    expect((await counters().hit(key, MINUTE)).count).toBe(2);
  });

  it('keeps a counter however many other keys are counted meanwhile (no eviction)', async () => {
    const victim = `${prefix()}victim`;
    for (let i = 0; i < 3; i++) await counters().hit(victim, MINUTE);
    for (let batch = 0; batch < 12; batch++)
      await Promise.all(
        Array.from({ length: 500 }, (_, i) => counters().hit(`${prefix()}other-${batch}-${i}`, MINUTE)),
      );
    expect((await counters().hit(victim, MINUTE)).count).toBe(4);
  });
}

describe('counters in memory', { timeout: 60_000 }, () => {
  const clock = movableClock();
  const memory = new MemoryCounters(clock, 10_000);
  sharedBehaviour(
    () => memory,
    () => `${randomUUID()}:`,
  );

  it('forgets a counter when its window ends, and holds only live counters', async () => {
    const own = new MemoryCounters(clock);
    for (let i = 0; i < 100; i++) await own.hit(`short-${i}`, MINUTE);
    for (let i = 0; i < 50; i++) await own.hit(`long-${i}`, 60 * MINUTE);
    expect(own.size).toBe(150);
    clock.advance(MINUTE);
    // The first hit after the minute drops the expired one-minute counters.
    expect((await own.hit('short-0', MINUTE)).count).toBe(1);
    expect(own.size).toBe(51);
    clock.advance(59 * MINUTE);
    await own.hit('long-0', 60 * MINUTE);
    expect(own.size).toBe(2);
  });

  it('refuses a new counter with 503 when full, and keeps every live one', async () => {
    const own = new MemoryCounters(clock, 3);
    for (const key of ['a', 'b', 'c']) await own.hit(key, MINUTE);
    await expect(own.hit('d', MINUTE)).rejects.toMatchObject({ statusCode: 503, code: 'unavailable' });
    expect((await own.hit('a', MINUTE)).count).toBe(2);
    clock.advance(MINUTE);
    expect((await own.hit('d', MINUTE)).count).toBe(1);
  });

  it('a refund after the window ended touches nothing', async () => {
    const own = new MemoryCounters(clock);
    const first = await own.hit('k', MINUTE);
    clock.advance(MINUTE);
    expect((await own.hit('k', MINUTE)).count).toBe(1);
    await first.undo();
    expect((await own.hit('k', MINUTE)).count).toBe(2);
  });
});

describe('the route limiter', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const { limit } = await registerRateLimits(app, { enabled: true, redisUrl: undefined, clock: movableClock() });
    const policy = {
      name: 'probe',
      max: 2,
      windowMs: MINUTE,
      key: (r: { headers: Record<string, unknown> }) => String(r.headers['x-key']),
    };
    app.get('/probe', { preHandler: limit(policy) }, async () => 'ok');
    await app.ready();
  });
  afterAll(() => app.close());

  // Finding 5 of issue 16: each limit kept 5,000 counters in an LRU; traffic from 5,000 other keys
  // pushed out the victim's, and the victim could start again.
  it("cannot be flushed: a limited key stays limited after 5,000 other keys' requests", async () => {
    const hit = (key: string) => app.inject({ url: '/probe', headers: { 'x-key': key } });
    expect((await hit('victim')).statusCode).toBe(200);
    expect((await hit('victim')).statusCode).toBe(200);
    expect((await hit('victim')).statusCode).toBe(429);
    for (let i = 0; i < 5000; i++) await hit(`other-${i}`);
    const still = await hit('victim');
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('counters in Redis', { timeout: 60_000 }, () => {
  let redis: Redis;
  let counters: RedisCounters;
  // Keys of this run only: the Redis server is shared.
  const prefix = `coursecards:test:${randomUUID()}:`;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    counters = new RedisCounters(redis, prefix, new MemoryCounters(movableClock()), () => {});
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  sharedBehaviour(
    () => counters,
    () => '',
  );

  it('gives every counter an expiry, and a refund never makes a key without one', async () => {
    await counters.hit('expiring', MINUTE);
    const ttl = await redis.pttl(`${prefix}expiring`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
    const gone = await counters.hit('refunded-late', 50);
    await redis.del(`${prefix}refunded-late`);
    await gone.undo();
    expect(await redis.exists(`${prefix}refunded-late`)).toBe(0);
  });

  it('counts in memory while Redis cannot answer, so limits stay on', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const warnings: unknown[] = [];
    const fallback = new RedisCounters(down, prefix, new MemoryCounters(movableClock()), (err) => warnings.push(err));
    expect((await fallback.hit('k', MINUTE)).count).toBe(1);
    expect((await fallback.hit('k', MINUTE)).count).toBe(2);
    expect(warnings.length).toBe(1);
    down.disconnect();
  });
});

describe('counter keys', () => {
  it('hold no e-mail address and have one length whatever the key', () => {
    const key = counterKey('login-pair', `${'a'.repeat(240)}@ucsc.edu\n10.0.0.1`);
    expect(key).not.toContain('ucsc');
    expect(key).toBe(counterKey('login-pair', `${'a'.repeat(240)}@ucsc.edu\n10.0.0.1`));
    expect(key.length).toBe(counterKey('login-pair', 'x').length);
  });
});
