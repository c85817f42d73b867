import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /uploads/{key}', () => {
  const t = suiteApp();
  beforeAll(async () => {
    const dir = join(t.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'k3x9q2m7w1v8b4n6c5z0.png'), PNG);
    writeFileSync(join(dir, 'notes.html'), '<script>alert(1)</script>');
    writeFileSync(join(t.config.dataDir, 'coursecards.db'), 'not for the web');
  });

  it('sends a stored image with its type, cached for a year, unable to act as a page', async () => {
    const res = await t.app.inject({ url: '/uploads/k3x9q2m7w1v8b4n6c5z0.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/uploads/k3x9q2m7w1v8b4n6c5z0.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    '/uploads/zzzzzzzzzzzzzzzzzzzz.png',
    '/uploads/notes.html',
    '/uploads/..%2Fcoursecards.db',
    '/uploads/%2E%2E/coursecards.db',
    '/uploads/k3x9q2m7w1v8b4n6c5z0.svg',
    '/uploads/K3X9Q2M7W1V8B4N6C5Z0.PNG',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });
});
