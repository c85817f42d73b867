import { Agent, request as httpRequest } from 'node:http';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  /** from sending the request to the last byte of the answer */
  ms: number;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A small JSON client on node:http with kept-alive connections. The load generator shares the
 * server's two cores, so it avoids fetch's per-request overhead; and a failed connection rejects
 * (ECONNRESET, ECONNREFUSED) instead of being retried, so a caller knows a write may not have landed.
 */
export class ApiClient {
  readonly #agent: Agent;

  constructor(
    /** read before every call: a restarted server may listen elsewhere */
    private readonly baseUrl: () => string,
    maxSockets = 256,
    /**
     * Send a request again, once, when a kept-alive connection turned out to be closed before any of
     * the answer came (as browsers do): a proxy reloading closes its idle connections, and a request
     * crossing that close never reached it. Off by default: a server killed under a request must
     * show as a failure.
     */
    private readonly retryClosedKeptAlive = false,
  ) {
    this.#agent = new Agent({ keepAlive: true, maxSockets });
  }

  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    try {
      return await this.#send<T>(method, path, options);
    } catch (err) {
      if (!(err instanceof ClosedKeptAlive)) throw err;
      if (!this.retryClosedKeptAlive) throw err.cause;
      return this.#send<T>(method, path, options);
    }
  }

  #send<T>(method: string, path: string, options: CallOptions): Promise<ApiAnswer<T>> {
    const url = new URL(`/api${path}`, this.baseUrl());
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers, agent: this.#agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('json') && text) {
            try {
              body = JSON.parse(text);
            } catch (err) {
              reject(err instanceof Error ? err : new Error(String(err)));
              return;
            }
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, ms: performance.now() - started });
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        const closedBeforeAnswer = req.reusedSocket && (err.code === 'ECONNRESET' || err.message === 'socket hang up');
        reject(closedBeforeAnswer ? new ClosedKeptAlive(err) : err);
      });
      req.end(payload);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

/** A kept-alive connection was closed under a request before any of its answer came. */
class ClosedKeptAlive extends Error {
  constructor(override readonly cause: Error) {
    super(cause.message);
  }
}

/** A call answered with another status than the one expected. */
export class UnexpectedStatus extends Error {
  constructor(
    readonly what: string,
    readonly answer: ApiAnswer,
  ) {
    super(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
}

export function expectStatus<T>(what: string, answer: ApiAnswer<unknown>, status: number): ApiAnswer<T> {
  if (answer.status !== status) throw new UnexpectedStatus(what, answer);
  return answer as ApiAnswer<T>;
}
