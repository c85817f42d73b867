import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';

/** One request counted against a key. */
export interface Count {
  /** requests counted in the key's current window, this one included */
  count: number;
  /** milliseconds until the window ends and the counter is gone */
  resetInMs: number;
  /** takes this request back out of the count: a refund, for attempts that turn out not to count */
  undo(): Promise<void>;
}

/**
 * Fixed-window counters. A counter lives from its first request until its window ends and is never
 * dropped earlier: no other key's traffic can push it out, so a limit cannot be flushed.
 */
export interface Counters {
  hit(key: string, windowMs: number): Promise<Count>;
}

/**
 * Keys are stored as a digest: they can hold e-mail addresses, which have no business in Redis or a
 * heap dump, and a fixed length keeps each counter small whatever the key.
 */
export function counterKey(policy: string, key: string): string {
  return `${policy}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

/** Refused, not dropped: more live counters than memory is set aside for. */
export const countersFull = () =>
  new AppError(503, 'unavailable', 'The server is very busy right now. Please try again in a minute.');

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counters in this process's memory. They are grouped by window length: within one group every
 * counter lasts equally long, so insertion order is expiry order and each hit first drops the expired
 * counters at the head, a step per counter dropped. Memory is therefore bounded by time: what is
 * alive is what was first counted within one window. `capacity` caps it outright (about 250 bytes
 * a counter); when that many are alive, a request needing a new counter is refused with 503 rather
 * than any live counter being dropped.
 */
export class MemoryCounters implements Counters {
  private readonly groups = new Map<number, Map<string, Counter>>();
  private live = 0;

  constructor(
    private readonly clock: Clock,
    readonly capacity = 100_000,
  ) {}

  /** live counters, for tests and figures */
  get size(): number {
    return this.live;
  }

  hit(key: string, windowMs: number): Promise<Count> {
    const now = this.clock.now();
    let group = this.groups.get(windowMs);
    if (!group) {
      group = new Map<string, Counter>();
      this.groups.set(windowMs, group);
    }
    this.dropExpired(group, now);

    let counter = group.get(key);
    // A counter whose window ended but is not at the head (the clock stepped back) starts again at
    // the tail, where its new expiry belongs.
    if (counter && counter.resetAt <= now) {
      group.delete(key);
      this.live--;
      counter = undefined;
    }
    if (!counter) {
      if (this.live >= this.capacity) {
        for (const other of this.groups.values()) this.dropExpired(other, now);
        if (this.live >= this.capacity) return Promise.reject(countersFull());
      }
      counter = { count: 0, resetAt: now + windowMs };
      group.set(key, counter);
      this.live++;
    }
    counter.count++;
    const counted = counter;
    const table = group;
    return Promise.resolve({
      count: counted.count,
      resetInMs: counted.resetAt - now,
      undo: () => {
        if (table.get(key) === counted && counted.count > 0) counted.count--;
        return Promise.resolve();
      },
    });
  }

  private dropExpired(group: Map<string, Counter>, now: number): void {
    for (const [key, counter] of group) {
      if (counter.resetAt > now) break;
      group.delete(key);
      this.live--;
    }
  }
}

/** INCR, and the window's expiry set by the request that made the counter: one atomic step. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** A refund only while the window lasts: never a counter without an expiry. */
const UNDO_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

interface CounterCommands {
  counterHit(key: string, windowMs: number): Promise<[number, number]>;
  counterUndo(key: string): Promise<number>;
}

/**
 * Counters shared by every app process through Redis, each a key that expires with its window
 * (Redis must not evict keys early: run it with `maxmemory-policy noeviction`, or with room). When
 * Redis cannot answer, the process counts in its own memory until it can: limits stay on, per process.
 */
export class RedisCounters implements Counters {
  private readonly redis: Redis & CounterCommands;
  private lastWarning = -Infinity;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly fallback: MemoryCounters,
    private readonly warn: (err: unknown) => void,
  ) {
    redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('counterUndo', { numberOfKeys: 1, lua: UNDO_SCRIPT });
    this.redis = redis as Redis & CounterCommands;
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const stored = this.prefix + key;
    let answer: [number, number];
    try {
      answer = await this.redis.counterHit(stored, windowMs);
    } catch (err) {
      this.warnAtMostEveryMinute(err);
      return this.fallback.hit(key, windowMs);
    }
    const [count, resetInMs] = answer;
    return {
      count,
      resetInMs,
      undo: async () => {
        await this.redis.counterUndo(stored).catch((err: unknown) => this.warnAtMostEveryMinute(err));
      },
    };
  }

  private warnAtMostEveryMinute(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.warn(err);
  }
}
