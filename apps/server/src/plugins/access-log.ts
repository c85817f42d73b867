import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Standard output, written without blocking and in batches (see BatchedLines). Pino writes out what
 * is queued when the process exits; only a SIGKILL can lose the last moment's lines.
 */
export function stdoutLog(): LogLines {
  // If stdout stalls (a blocked pipe), lines past 16 MiB queued are dropped rather than held in memory.
  const destination = pino.destination({ dest: 1, sync: false, maxLength: 16 * 2 ** 20, contentMode: 'buffer' });
  // In 'buffer' mode the destination takes Buffers (its types only name strings).
  return new BatchedLines(destination as unknown as { write(data: Buffer): unknown });
}

/** Where log lines go: pino writes each one whole. */
export interface LogLines {
  write(line: string): void;
}

/**
 * Log lines gathered, already in UTF-8, into one write of up to 64 KB or of what came within 200 ms.
 * Under load, a line per request handed to pino's destination on its own cost about a fifth of the
 * server's CPU: it measured the UTF-8 length of its whole pending batch on every line, then wrote
 * lines out a few at a time, each converted again.
 */
export class BatchedLines implements LogLines {
  private batch: Buffer;
  private used = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly destination: { write(data: Buffer): unknown },
    private readonly batchBytes = 64 * 1024,
    private readonly maxDelayMs = 200,
  ) {
    this.batch = Buffer.allocUnsafe(batchBytes);
    // Before pino's own exit handler writes its destination out.
    process.prependListener('exit', this.flush);
  }

  write(line: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    const room = line.length * 3;
    if (this.used + room > this.batchBytes) {
      this.flush();
      if (room > this.batchBytes) {
        this.destination.write(Buffer.from(line));
        return;
      }
    }
    this.used += this.batch.write(line, this.used);
    // Unreferenced: a waiting line never keeps the process alive (exit writes it out).
    this.timer ??= setTimeout(this.flush, this.maxDelayMs).unref();
  }

  readonly flush = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.used === 0) return;
    const lines = this.batch.subarray(0, this.used);
    this.batch = Buffer.allocUnsafe(this.batchBytes);
    this.used = 0;
    this.destination.write(lines);
  };
}

/**
 * Query parameters whose values can be secrets: one-time tokens, OAuth codes and state, passwords,
 * keys (any name holding one of these words), except the names known to hold public values.
 */
const SECRET_NAME = /token|password|secret|key|verifier|code|state/i;
const PUBLIC_NAMES = new Set(['classCode']);

/** A parameter name as the query parser reads it (`to%6Ben` is `token`); as sent if it is not valid. */
function nameAsRead(name: string): string {
  if (!name.includes('%') && !name.includes('+')) return name;
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The URL as logs may show it: query values that can be secrets are replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  // Split, not one regular expression over the whole query: linear however the query is shaped.
  const params = url
    .slice(query + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=');
      if (equals < 0) return param;
      const name = param.slice(0, equals);
      const read = nameAsRead(name);
      return SECRET_NAME.test(read) && !PUBLIC_NAMES.has(read) ? `${name}=[redacted]` : param;
    });
  return `${url.slice(0, query + 1)}${params.join('&')}`;
}

/**
 * One access-log line per request, written when it completes (method, path, status, duration,
 * request id), instead of Fastify's two lines. Half the log writes on every request.
 *
 * A request that succeeded is the line written most: it is put together here, as pino would print it
 * (its level number, time, the request logger's bindings: pid, hostname, reqId), and handed straight
 * to the logger's destination. Through pino's generic object path it cost about a twentieth of a
 * search. A failed request goes through pino, with its error serialised.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
    else if ((pino.levels.values[reply.log.level] ?? Infinity) <= pino.levels.values.info!)
      writeCompletedLine(request, reply);
  }
}

interface PinoInternals {
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.streamSym]: { write(line: string): unknown };
}

/** A request's "req" part as a line shows it; kept for the addresses asked again and again. */
interface RequestPart {
  method: string;
  ip: string | undefined;
  json: string;
  /** what keeping it costs, counted against MAX_REQUEST_PART_BYTES */
  bytes: number;
}

/**
 * The "req" parts of recent lines, by URL (a bounded number and bytes, forgotten all at once when
 * either is full: an address may be as long as a header). Most requests repeat a recent address
 * (assets, a class's search, health checks), and putting the part together (redaction, escaping)
 * was half the cost of a line.
 */
const recentRequestParts = new Map<string, RequestPart>();
const MAX_REQUEST_PARTS = 1024;
const MAX_REQUEST_PART_BYTES = 2 ** 20;
let requestPartBytes = 0;

/** How much the access log keeps now, for tests. */
export function keptRequestParts(): { entries: number; bytes: number } {
  return { entries: recentRequestParts.size, bytes: requestPartBytes };
}

function requestPart(request: FastifyRequest): string {
  const { method, url, ip } = request;
  const kept = recentRequestParts.get(url);
  if (kept && kept.method === method && kept.ip === ip) return kept.json;
  // pino leaves out a key whose value is undefined: an address is missing once the socket is gone.
  const address = ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(ip)}`;
  const json = `{"method":${JSON.stringify(method)},"url":${JSON.stringify(loggableUrl(url))}${address}}`;
  // Two bytes a character at most, for the URL, the part and the address, and the entry itself.
  const bytes = 2 * (url.length + json.length + (ip?.length ?? 0)) + 128;
  if (kept) {
    recentRequestParts.delete(url);
    requestPartBytes -= kept.bytes;
  }
  if (recentRequestParts.size >= MAX_REQUEST_PARTS || requestPartBytes + bytes > MAX_REQUEST_PART_BYTES) {
    recentRequestParts.clear();
    requestPartBytes = 0;
  }
  recentRequestParts.set(url, { method, ip, json, bytes });
  requestPartBytes += bytes;
  return json;
}

function writeCompletedLine(request: FastifyRequest, reply: FastifyReply): void {
  const logger = reply.log as unknown as PinoInternals;
  // Microseconds are all a response time needs; the number's shortest form is also quicker to print.
  const responseTime = Math.round(reply.elapsedTime * 1000) / 1000;
  logger[pino.symbols.streamSym].write(
    `{"level":${pino.levels.values.info},"time":${Date.now()}${logger[pino.symbols.chindingsSym]},"req":${requestPart(request)},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
  );
}
