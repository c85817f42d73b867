import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA. Vite names files under /assets/ by content hash, so they are cached for
 * a year; index.html is revalidated on every visit so a release shows up at once; the few
 * unhashed files (favicon, robots.txt) are kept for a day.
 * Brotli and gzip copies made at build time are sent when the browser accepts them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'the web app is not built; only the API is served');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const isHashedAsset = path.startsWith(join(webDist, 'assets'));
      const isPage = path.endsWith('.html');
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : isPage ? 'no-cache' : 'public, max-age=86400');
    },
  });
  return true;
}
