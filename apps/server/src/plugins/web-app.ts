import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../lib/cache-control.ts';
import { CachedBody, sendsCachedBody } from '../lib/cached-body.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Captions of the landing page's demo video; browsers may refuse a track of another type.
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * Files asked for again on every visit: the pages, the service worker (a cached copy would hold a
 * release back for a day; browsers cap it at a day anyway) and the app's manifest (ADR 0023).
 */
const REVALIDATED = /\.html$|^sw\.js$|^manifest\.webmanifest$/;

/** Build by-products that are never served: compressed copies are sent in place of their originals. */
const NOT_SERVED = /(\.br|\.gz|\.map)$|^\.vite\//;

export interface WebApp {
  /** the SPA's index.html, sent for every client-side route */
  sendIndex(request: FastifyRequest, reply: FastifyReply): undefined | Promise<FastifyReply>;
}

/**
 * Serves the built SPA from memory. The build is small and fixed while the process runs, so every
 * file is read once at start with its build-time brotli and gzip copies; a request never touches
 * the file system. Hashed files under /assets/ are cached for a year; index.html is revalidated on
 * every visit so a release shows at once, as are the service worker and the manifest; the other
 * unhashed files (favicon, icons, robots.txt) keep a day.
 */
export function registerWebApp(app: FastifyInstance, webDist: string): WebApp | null {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'the web app is not built; only the API is served');
    return null;
  }
  const files = new Map<string, CachedBody>();
  for (const path of listFiles(webDist)) {
    const name = relative(webDist, path).split(sep).join('/');
    if (NOT_SERVED.test(name)) continue;
    const optional = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
    const preEncoded = Object.fromEntries(
      Object.entries({ br: optional(`${path}.br`), gzip: optional(`${path}.gz`) }).filter(([, v]) => v),
    );
    const cacheControl = name.startsWith('assets/')
      ? IMMUTABLE
      : REVALIDATED.test(name)
        ? 'no-cache'
        : 'public, max-age=86400';
    const type = contentTypes[extname(name)] ?? 'application/octet-stream';
    files.set(name, new CachedBody(readFileSync(path), type, cacheControl, preEncoded));
  }

  // "/" and the other pages are client-side routes; /index.html itself is asked for by the service
  // worker, which keeps it as the page for every route offline (ADR 0023).
  for (const [name, body] of files) {
    app.get(`/${name}`, sendsCachedBody, (request, reply) => body.send(request, reply));
  }
  const index = files.get('index.html') as CachedBody;
  return { sendIndex: (request, reply) => index.send(request, reply) };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
