import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('the access log', () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp({ logStream: stream, env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.app.close());

  it('writes one line per request, when it completes, with status, duration and request id', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-1' } });
    const entries = lines.filter((l) => l.reqId === 'trace-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0]?.responseTime).toBe('number');
  });

  it('keeps one-time tokens in query strings out of the log', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/api/nothing?token=s3cret-reset&x=1&code=abc&id_token=jwt&page=2',
      headers: { 'x-request-id': 'trace-2' },
    });
    const logged = JSON.stringify(lines);
    for (const secret of ['s3cret-reset', 'code=abc', 'jwt']) expect(logged).not.toContain(secret);
    expect(logged).toContain('/api/nothing?token=[redacted]&x=1&code=[redacted]&id_token=[redacted]&page=2');
  });
});
