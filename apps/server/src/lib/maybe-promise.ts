import type { FastifyReply } from 'fastify';

/**
 * For a route handler that sends its answer itself, from a value that is usually in memory already
 * (an `await` on it would still cost a turn of the microtask queue): runs `send` at once, or once
 * `value` settles. The handler returns what this returns. Nothing means the answer is on its way; a
 * promise resolves to the reply, as Fastify requires of a handler that sends by itself and settles
 * later (a promise of nothing would have Fastify send an empty answer as well).
 */
export function sendWhenReady<T>(
  reply: FastifyReply,
  value: T | Promise<T>,
  send: (value: T) => undefined | Promise<FastifyReply>,
): undefined | Promise<FastifyReply> {
  return value instanceof Promise ? value.then((ready) => send(ready) ?? reply) : send(value);
}
