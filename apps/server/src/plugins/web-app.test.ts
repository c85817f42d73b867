import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/suite-app.ts';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const SCRIPT = `console.info(${JSON.stringify('x'.repeat(4000))});`;

/** A miniature of Vite's output: hashed assets with compressed copies, public files, a map, the manifest. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'coursecards-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-abc123.js.map'), '{"sources":["src/secret-source.ts"]}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(join(dist, 'sw.js'), 'importScripts("./workbox-abc.js");');
  writeFileSync(join(dist, 'workbox-abc.js'), 'self.workbox = {};');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"CourseCards"}');
  mkdirSync(join(dist, 'demo'));
  writeFileSync(join(dist, 'demo/tour.en.vtt'), 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHello\n');
  writeFileSync(join(dist, 'demo/tour.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  writeFileSync(join(dist, 'demo/tour.mp4'), Buffer.from('....ftypisom'));
  writeFileSync(join(dist, 'demo/tour-poster.webp'), Buffer.from('RIFF....WEBP'));
  return dist;
}

describe('serving the built web app', () => {
  const t = suiteApp({ webDist: fakeBuild() });

  it('sends a hashed asset, brotli or gzip as accepted, cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a repeat request for an unchanged file with 304', async () => {
    const first = await t.app.inject({ url: '/favicon.svg' });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the service worker and the app manifest revalidated each visit, under the page CSP', async () => {
    const sw = await t.app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-security-policy']).toContain("worker-src 'self'");
    // The worker loads Workbox from our own origin, with the page policy's script-src.
    expect(sw.headers['content-security-policy']).toContain("script-src 'self'");
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The worker keeps the page itself for offline use, asked for by its own name.
    const page = await t.app.inject({ url: '/index.html', headers: { accept: '*/*' } });
    expect([page.statusCode, page.headers['cache-control'], page.body]).toEqual([200, 'no-cache', INDEX]);
    const workbox = await t.app.inject({ url: '/workbox-abc.js' });
    expect(workbox.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['/demo/tour.webm', 'video/webm'],
    ['/demo/tour.mp4', 'video/mp4'],
    ['/demo/tour-poster.webp', 'image/webp'],
    ['/demo/tour.en.vtt', 'text/vtt; charset=utf-8'],
  ])('sends the demo video’s file %s as %s', async (url, type) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it.each(['/', '/login', '/study/abc123/quiz', '/reset-password?token=x'])(
    'sends index.html, revalidated each visit, for the page %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it.each([
    ['/assets/index-abc123.js.map', 'source maps'],
    ['/assets/index-abc123.js.br', 'compressed copies'],
    ['/.vite/manifest.json', 'the build manifest'],
    ['/assets/missing-999.js', 'a missing asset (never index.html in its place)'],
    ['/api/unknown', 'an unknown API path'],
  ])('answers 404 for %s (%s)', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });

  it('answers a browser navigating to a file that is not served with the app, never the file', async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json', headers: { accept: 'text/html' } });
    expect(res.body).toBe(INDEX); // the SPA then sends unknown paths to /
  });

  it('does not answer non-page requests with the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    const json = await t.app.inject({ url: '/profile', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });
});
