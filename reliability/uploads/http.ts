import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** The request never got a whole answer: the connection was reset, closed early or timed out. */
export class DroppedError extends Error {}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  timeoutMs?: number;
}

/**
 * One request on a connection of its own, closed once answered, so one attack's leftovers cannot spill
 * into the next. The connection is keep-alive, as a browser's is: a client that asks for
 * `Connection: close` lets the server close right after an early answer (a 400 or 413 sent before the
 * body is read), and the rest of the body it is still writing then meets a reset that can swallow the
 * answer. A server that answers before it has read the whole body may still stop reading: the answer
 * counts, a write error after it does not.
 */
export function send(url: string, { method = 'GET', headers = {}, body, timeoutMs = 60_000 }: SendOptions = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request(url, {
      method,
      agent,
      headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      timeout: timeoutMs,
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        agent.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        });
      });
      res.on('error', (err) => reject(new DroppedError(`the answer broke off: ${err.message}`)));
    });
    req.on('timeout', () => req.destroy(new DroppedError(`no answer in ${timeoutMs} ms`)));
    req.on('error', (err) => {
      agent.destroy();
      if (!answered) reject(err instanceof DroppedError ? err : new DroppedError(`connection dropped: ${err.message}`));
    });
    req.end(body);
  });
}
