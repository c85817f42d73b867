import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';

/** One limit: at most `max` requests per `windowMs` for each key the policy draws from a request. */
export interface RateLimitPolicy {
  name: string;
  max: number;
  windowMs: number;
  /** the counter a request counts against; null leaves the request out of this policy */
  key: (request: FastifyRequest) => string | null;
}

export type Limiter = (...policies: RateLimitPolicy[]) => preHandlerAsyncHookHandler;

/**
 * Counters live in memory, or in Redis when REDIS_URL is set so every app process shares them.
 * A route may apply several policies (per IP and per account); each counts separately.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: { enabled: boolean; redisUrl: string | undefined },
): Promise<Limiter> {
  if (!settings.enabled) return () => async () => {};

  // A command waits for a (re)connection once, then fails fast; skipOnError then lets it through.
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await waitUntilReady(redis, 5000).catch((err: unknown) =>
      app.log.warn({ err }, 'rate-limit store (Redis) not ready; requests are let through until it is'),
    );
  }
  // skipOnError: if Redis is down, serve rather than refuse everyone.
  await app.register(rateLimitPlugin, { global: false, redis, nameSpace: 'coursecards:rl:', skipOnError: true });

  return (...policies) => {
    const checks = policies.map((policy) => ({
      policy,
      check: app.createRateLimit({
        max: policy.max,
        timeWindow: policy.windowMs,
        keyGenerator: (request) => `${policy.name}:${policy.key(request) ?? ''}`,
        skipOnError: true,
      }),
    }));
    return async (request, reply) => {
      for (const { policy, check } of checks) {
        if (policy.key(request) === null) continue;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          throw new AppError(429, 'rate_limited', tooManyMessage(seconds));
        }
      }
    };
  };
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
