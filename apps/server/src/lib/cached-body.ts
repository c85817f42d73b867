import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
type Compressed = Exclude<Encoding, 'identity'>;

/**
 * Browsers send a handful of Accept-Encoding values: each is parsed once. A bounded number of
 * ordinary length is kept (at most 64 × 256 characters), so odd headers cannot fill memory.
 */
const negotiated = new Map<string, Encoding>();
function encodingFor(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(header) ?? 'identity';
    if (negotiated.size < 64 && header.length <= 256) negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * The bytes as a buffer of their own. A small Buffer is often a slice of an 8 KB slab shared with
 * others, and keeping it keeps the whole slab: a body kept for long must not hold more than it shows.
 */
export function ownBytes(data: Buffer): Buffer {
  if (data.byteOffset === 0 && data.buffer.byteLength === data.length) return data;
  const copy = new Uint8Array(data);
  return Buffer.from(copy.buffer, 0, copy.length);
}

/** The most bytes each compression can make of `n` (zlib's deflateBound with a gzip wrapper, brotli's own). */
const compressedBound: Record<Compressed, (n: number) => number> = {
  gzip: (n) => n + Math.ceil(n / 8) + Math.ceil(n / 64) + 5 + 18,
  br: (n) => n + 4 * Math.floor(n / 16_384) + 6,
};

/** What a CachedBody costs besides its bytes: the object, its tags, maps and headers. */
const BODY_OVERHEAD_BYTES = 1024;

/**
 * Route options for a route that answers with a CachedBody: it negotiates and sends its own
 * compressed forms, so @fastify/compress's hooks would only run to find nothing to do.
 */
export const sendsCachedBody = { compress: false } as const;

/**
 * A body held in memory and sent many times: its ETag is computed once and each compressed form
 * is made once (or given ready-made, e.g. by the build), instead of on every request.
 */
export class CachedBody {
  readonly etag: string;
  /**
   * The most memory this body can come to hold, its compressed forms included once they are all
   * made: what a cache of bodies counts against its byte budget.
   */
  readonly maxBytes: number;
  private readonly body: Buffer;
  /** Each encoding is its own representation, so it has its own tag. */
  private readonly etags: Record<Encoding, string>;
  /** The compressed forms made so far (or given), sent as they are. */
  private readonly ready = new Map<Compressed, Buffer>();
  /** Compressions under way: concurrent requests for one form share it. */
  private readonly making = new Map<Compressed, Promise<Buffer>>();
  private readonly headers: Array<[string, string]>;

  constructor(
    body: Buffer,
    readonly contentType: string,
    readonly cacheControl: string,
    preEncoded: Partial<Record<Compressed, Buffer>> = {},
    /** 'fast' for bodies remade often (answers cached for seconds): cheaper, slightly larger */
    private readonly effort: 'max' | 'fast' = 'max',
    /** more headers that belong to this representation (part of its ETag) */
    headers: Record<string, string> = {},
  ) {
    this.body = ownBytes(body);
    this.headers = Object.entries(headers);
    const hash = createHash('sha256')
      .update(body)
      .update(JSON.stringify(this.headers))
      .digest('base64url')
      .slice(0, 27);
    this.etag = `"${hash}"`;
    this.etags = { identity: this.etag, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
    for (const [encoding, data] of Object.entries(preEncoded) as Array<[Compressed, Buffer]>) {
      this.ready.set(encoding, ownBytes(data));
    }
    const forms = (['br', 'gzip'] as const).reduce(
      (sum, e) => sum + (this.ready.get(e)?.length ?? compressedBound[e](this.body.length)),
      0,
    );
    const headerBytes = this.headers.reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0);
    this.maxBytes = this.body.length + forms + headerBytes + BODY_OVERHEAD_BYTES;
  }

  private encode(encoding: Compressed): Promise<Buffer> {
    let pending = this.making.get(encoding);
    if (!pending) {
      const fast = this.effort === 'fast';
      pending = (
        encoding === 'br'
          ? brotli(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11 } })
          : gz(this.body, { level: fast ? 6 : 9 })
      )
        .then((compressed) => {
          const data = ownBytes(compressed);
          this.ready.set(encoding, data);
          return data;
        })
        // Done or failed, it is no longer under way (a failure is tried again on the next request).
        .finally(() => this.making.delete(encoding));
      this.making.set(encoding, pending);
    }
    return pending;
  }

  /**
   * Sends the body in the encoding the client accepts. Returns nothing when it went at once (a handler
   * returning the reply instead would have Fastify wait for the answer's end through stream listeners,
   * a measurable share of a cached answer), or, while that encoding is still being made, a promise of
   * the reply. A route handler returns what this returns (see sendWhenReady).
   */
  send(request: FastifyRequest, reply: FastifyReply): undefined | Promise<FastifyReply> {
    const encoding = encodingFor(request.headers['accept-encoding']);
    const etag = this.etags[encoding];
    reply
      .header('content-type', this.contentType)
      .header('cache-control', this.cacheControl)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    for (const [name, value] of this.headers) reply.header(name, value);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return;
    }
    if (encoding === 'identity') {
      reply.send(this.body);
      return;
    }
    reply.header('content-encoding', encoding);
    const ready = this.ready.get(encoding);
    if (!ready) return this.encode(encoding).then((data) => reply.send(data));
    reply.send(ready);
  }
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): a list, `W/` prefixes, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
