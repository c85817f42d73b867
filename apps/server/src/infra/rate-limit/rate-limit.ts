import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { counterKey, MemoryCounters, RedisCounters, type Counters } from './counters.ts';

/** One limit: at most `max` requests per `windowMs` for each key the policy draws from a request. */
export interface RateLimitPolicy {
  name: string;
  max: number;
  windowMs: number;
  /** the counter a request counts against; null leaves the request out of this policy */
  key: (request: FastifyRequest) => string | null;
}

export type Limiter = (...policies: RateLimitPolicy[]) => preHandlerAsyncHookHandler;

export interface RateLimiting {
  /** a route hook counting each request against the policies, 429 once one is exceeded */
  limit: Limiter;
  /** the counters themselves, for limits that count only some outcomes; null when limits are off */
  counters: Counters | null;
}

/**
 * Counters live in memory, or in Redis when REDIS_URL is set so every app process shares them.
 * A route may apply several policies (per IP and per account); each counts separately.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: { enabled: boolean; redisUrl: string | undefined; clock: Clock },
): Promise<RateLimiting> {
  if (!settings.enabled) return { limit: () => async () => {}, counters: null };

  const memory = new MemoryCounters(settings.clock);
  let counters: Counters = memory;
  if (settings.redisUrl) {
    // A command waits for a (re)connection once, then fails fast; the counters then use memory.
    // Named, so an operator (and the scale test) can see each process's counter connection in CLIENT LIST.
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'coursecards-rate-limits' });
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await waitUntilReady(redis, 5000).catch((err: unknown) =>
      app.log.warn({ err }, 'rate-limit store (Redis) not ready; counting in memory until it is'),
    );
    counters = new RedisCounters(redis, 'coursecards:rl:', memory, (err) =>
      app.log.warn({ err }, 'rate-limit store (Redis) failed a command; counting in memory meanwhile'),
    );
  }

  const limit: Limiter =
    (...policies) =>
    async (request, reply) => {
      for (const policy of policies) {
        const key = policy.key(request);
        if (key === null) continue;
        const { count, resetInMs } = await counters.hit(counterKey(policy.name, key), policy.windowMs);
        if (count > policy.max) throw rateLimited(reply, resetInMs);
      }
    };
  return { limit, counters };
}

/** The 429 answer, with how long to wait in its Retry-After header and its message. */
export function rateLimited(reply: FastifyReply, resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(429, 'rate_limited', tooManyMessage(seconds));
}

export function tooManyMessage(seconds: number): string {
  if (seconds < 60) return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
