import { request } from 'node:http';

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
 * One request on a fresh connection (no keep-alive, so one attack's leftovers cannot spill into the
 * next). A server that answers before it has read the whole body (413) may close the connection while
 * the body is still being written: the answer counts, the write error after it does not.
 */
export function send(url: string, { method = 'GET', headers = {}, body, timeoutMs = 60_000 }: SendOptions = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    let answered = false;
    const req = request(url, {
      method,
      agent: false,
      headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      timeout: timeoutMs,
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', (err) => reject(new DroppedError(`the answer broke off: ${err.message}`)));
    });
    req.on('timeout', () => req.destroy(new DroppedError(`no answer in ${timeoutMs} ms`)));
    req.on('error', (err) => {
      if (!answered) reject(err instanceof DroppedError ? err : new DroppedError(`connection dropped: ${err.message}`));
    });
    req.end(body);
  });
}

/** The `message` of a JSON error body, or the start of whatever else came back. */
export function messageOf(answer: Answer): string {
  try {
    const json = JSON.parse(answer.body.toString('utf8')) as { message?: unknown };
    if (typeof json.message === 'string') return json.message;
  } catch {
    // not JSON: shown as text below
  }
  return answer.body.toString('utf8').slice(0, 60);
}
