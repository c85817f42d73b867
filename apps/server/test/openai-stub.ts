import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';

/** One request the stub received, as sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** the parsed JSON body (undefined when it was not JSON) */
  body: ChatCompletionCreateParams | undefined;
  /** resolves when the client closed the connection before the stub answered (it gave up) */
  abandoned: Promise<void>;
}

/** What the stub answers to one request. */
export type StubReply =
  /** a completion whose message content is this text (a JSON string, or anything else) */
  | { content: string | null; finishReason?: 'stop' | 'length'; refusal?: string }
  /** an API error in OpenAI's error format */
  | { status: number; message?: string; type?: string; code?: string; headers?: Record<string, string> }
  /** a 200 with this body as is (not a completion: broken JSON, HTML…) */
  | { rawBody: string; contentType?: string }
  /** never answers: the client's timeout (or abort) has to end it */
  | { hang: true };

export type StubScript = StubReply | ((request: ReceivedRequest) => StubReply);

/** A completion whose content is this value as JSON, as a model with structured output replies. */
export const jsonReply = (value: unknown): StubReply => ({ content: JSON.stringify(value) });

/**
 * A real HTTP server on loopback speaking the OpenAI chat-completions wire format, scripted per test:
 * replies are queued and used once each, in order, then the default reply answers. Every request is
 * kept, to assert what the engine sent (model, messages, response_format, key).
 */
export class OpenAiStub {
  readonly requests: ReceivedRequest[] = [];
  private queue: StubScript[] = [];
  private fallbackReply: StubScript = { status: 500, message: 'the test scripted no reply' };
  private waiters: Array<() => void> = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OpenAiStub> {
    // The server's handler needs the stub, and the stub needs the server.
    // eslint-disable-next-line prefer-const
    let stub: OpenAiStub | undefined;
    const server = createServer((req, res) => {
      // A client that drops the connection mid-body ends the exchange; nothing to answer.
      stub?.handle(req, res).catch(() => res.destroy());
    });
    stub = new OpenAiStub(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return stub;
  }

  /** the base URL to give the client (AI_BASE_URL) */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Replies for the next requests, one each, in order. */
  enqueue(...replies: StubScript[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** The reply once the queue is empty (at first: a 500 saying no reply was scripted). */
  answerAlways(reply: StubScript): this {
    this.fallbackReply = reply;
    return this;
  }

  /** Forgets the requests, the queue and the default reply, between tests. */
  reset(): void {
    this.requests.length = 0;
    this.queue = [];
    this.fallbackReply = { status: 500, message: 'the test scripted no reply' };
  }

  /** Resolves once `n` requests have arrived. */
  async received(n: number, timeoutMs = 5000): Promise<ReceivedRequest> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < n) {
      if (Date.now() > deadline) throw new Error(`the stub received ${this.requests.length} of ${n} requests`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.requests[n - 1] as ReceivedRequest;
  }

  async stop(): Promise<void> {
    // Hanging requests would keep close() waiting forever.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: ChatCompletionCreateParams | undefined;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionCreateParams;
    } catch {
      body = undefined;
    }
    const abandoned = new Promise<void>((resolve) => {
      res.once('close', () => {
        if (!res.writableFinished) resolve();
      });
    });
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      authorization: req.headers.authorization,
      body,
      abandoned,
    };
    this.requests.push(request);
    for (const wake of this.waiters.splice(0)) wake();

    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return sendJson(
        res,
        404,
        apiError(`Unknown request URL: ${request.method} ${request.path}`, 'invalid_request_error'),
      );
    }
    if (!body)
      return sendJson(res, 400, apiError('We could not parse the JSON body of your request.', 'invalid_request_error'));

    const script = this.queue.shift() ?? this.fallbackReply;
    const reply = typeof script === 'function' ? script(request) : script;
    if ('hang' in reply) return;
    if ('rawBody' in reply) {
      res.writeHead(200, { 'content-type': reply.contentType ?? 'application/json' });
      return res.end(reply.rawBody);
    }
    if ('status' in reply) {
      return sendJson(
        res,
        reply.status,
        apiError(reply.message ?? `error ${reply.status}`, reply.type ?? 'server_error', reply.code),
        // The official client waits between retries; the stub asks it not to, unless a test says otherwise.
        { 'retry-after-ms': '0', ...reply.headers },
      );
    }
    return sendJson(res, 200, {
      id: `chatcmpl-stub-${this.requests.length}`,
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null },
          finish_reason: reply.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }
}

function apiError(message: string, type: string, code?: string) {
  return { error: { message, type, param: null, code: code ?? null } };
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}
