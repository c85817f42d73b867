import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

/** Published by Node's HTTP server once an answer has been handed to the operating system. */
const RESPONSE_FINISHED = 'http.server.response.finish';

/**
 * While the app closes, each connection is closed as soon as its last answer is sent. Closing stops
 * new connections and closes idle ones, but a kept-alive connection whose request was still being
 * answered stays open after its answer until the client leaves (the keep-alive timeout is 72 s):
 * the close waited for it, and a process manager's grace period ran out first. Nothing is watched
 * before the close begins, so no request pays for this.
 */
export function registerCloseAnsweredConnections(app: FastifyInstance): void {
  const onFinished = (message: unknown) => {
    if ((message as { server?: unknown }).server !== app.server) return;
    // Once the answer's bookkeeping is done, its connection counts as idle.
    setImmediate(() => app.server.closeIdleConnections());
  };
  app.addHook('preClose', (done) => {
    subscribe(RESPONSE_FINISHED, onFinished);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    unsubscribe(RESPONSE_FINISHED, onFinished);
    done();
  });
}
