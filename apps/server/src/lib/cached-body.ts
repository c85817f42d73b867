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
 * A body held in memory and sent many times: its ETag is computed once and each compressed form
 * is made once (or given ready-made, e.g. by the build), instead of on every request.
 */
export class CachedBody {
  readonly etag: string;
  private readonly encoded = new Map<Compressed, Promise<Buffer>>();

  constructor(
    private readonly body: Buffer,
    readonly contentType: string,
    readonly cacheControl: string,
    preEncoded: Partial<Record<Compressed, Buffer>> = {},
    /** 'fast' for bodies remade often (answers cached for seconds): cheaper, slightly larger */
    private readonly effort: 'max' | 'fast' = 'max',
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    for (const [encoding, data] of Object.entries(preEncoded) as Array<[Compressed, Buffer]>) {
      this.encoded.set(encoding, Promise.resolve(data));
    }
  }

  private encode(encoding: Compressed): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      const fast = this.effort === 'fast';
      pending =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11 } })
          : gz(this.body, { level: fast ? 6 : 9 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const encoding = negotiator.negotiate(String(request.headers['accept-encoding'] ?? '')) ?? 'identity';
    // Each encoding is its own representation, so it has its own tag.
    const etag = encoding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${encoding}"`;
    reply
      .header('content-type', this.contentType)
      .header('cache-control', this.cacheControl)
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding === 'identity') return reply.send(this.body);
    return reply.header('content-encoding', encoding).send(await this.encode(encoding));
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
