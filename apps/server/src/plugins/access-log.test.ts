import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { BatchedLines, keptRequestParts } from './access-log.ts';

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

  it('writes a completed request as pino writes its lines: the same keys in the same order', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/health?x=1', headers: { 'x-request-id': 'trace-0' } });
    const [line] = lines.filter((l) => l.reqId === 'trace-0');
    expect(Object.keys(line ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      hostname: hostname(),
      req: { method: 'GET', url: '/api/health?x=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(Math.abs(Number(line?.time) - Date.now())).toBeLessThan(60_000);
    expect(Number(line?.responseTime)).toBeGreaterThanOrEqual(0);
  });

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

  it('shows each request its own address and method, however often its URL comes back', async () => {
    lines.length = 0;
    for (const [i, from] of ['10.0.0.1', '10.0.0.2', '10.0.0.1'].entries())
      await t.app.inject({
        url: '/api/health?again=1',
        remoteAddress: from,
        headers: { 'x-request-id': `again-${i}` },
      });
    await t.app.inject({ method: 'HEAD', url: '/api/health?again=1', headers: { 'x-request-id': 'again-head' } });
    const reqOf = (id: string) => lines.find((l) => l.reqId === id)?.req;
    expect(reqOf('again-0')).toMatchObject({ method: 'GET', remoteAddress: '10.0.0.1' });
    expect(reqOf('again-1')).toMatchObject({ method: 'GET', remoteAddress: '10.0.0.2' });
    expect(reqOf('again-2')).toMatchObject({ method: 'GET', remoteAddress: '10.0.0.1' });
    expect(reqOf('again-head')).toMatchObject({ method: 'HEAD', url: '/api/health?again=1' });
  });

  it('keeps what it remembers of recent addresses within a byte budget, however long they are', async () => {
    lines.length = 0;
    // Addresses as long as a request line may be: a few hundred of them would have filled 1,024 places.
    for (let i = 0; i < 300; i++) {
      await t.app.inject({
        url: `/api/health?q=${String(i).padStart(8000, '0')}`,
        headers: { 'x-request-id': `long-${i}` },
      });
      expect(keptRequestParts().bytes).toBeLessThanOrEqual(2 ** 20);
    }
    expect(keptRequestParts().entries).toBeLessThan(300);
    // Each line still shows its own address.
    const last = lines.find((l) => l.reqId === 'long-299') as { req: { url: string } } | undefined;
    expect(last?.req.url).toBe(`/api/health?q=${String(299).padStart(8000, '0')}`);
  });

  it('keeps one-time tokens in query strings out of the log, and class codes in it', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/api/nothing?token=s3cret-reset&x=1&code=abc&id_token=jwt&page=2&signupToken=t0k&authCode=c0de&to%6Ben=esc4ped&classCode=CSE%20101',
      headers: { 'x-request-id': 'trace-2' },
    });
    const logged = JSON.stringify(lines);
    for (const secret of ['s3cret-reset', 'code=abc', 'jwt', 't0k', 'c0de', 'esc4ped'])
      expect(logged).not.toContain(secret);
    expect(logged).toContain(
      '/api/nothing?token=[redacted]&x=1&code=[redacted]&id_token=[redacted]&page=2&signupToken=[redacted]&authCode=[redacted]&to%6Ben=[redacted]&classCode=CSE%20101',
    );
  });
});

describe('BatchedLines', () => {
  const collect = () => {
    const writes: string[] = [];
    return { writes, destination: { write: (data: Buffer) => writes.push(data.toString('utf8')) } };
  };

  it('hands the lines of a moment to the destination as one write, in order, after its delay', () => {
    vi.useFakeTimers();
    try {
      const { writes, destination } = collect();
      const batch = new BatchedLines(destination, 1024, 200);
      batch.write('one\n');
      batch.write('two – ünïcode ✓\n');
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(writes).toEqual(['one\ntwo – ünïcode ✓\n']);
      vi.advanceTimersByTime(1000);
      expect(writes).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes out a full batch at once, and a line longer than a batch on its own', () => {
    const { writes, destination } = collect();
    const batch = new BatchedLines(destination, 60, 60_000);
    const line = `${'x'.repeat(15)}\n`;
    batch.write(line);
    batch.write(line); // each asks room for 3 bytes a character: 16 + 48 > 60
    expect(writes).toEqual([line]);
    const long = `${'é'.repeat(40)}\n`;
    batch.write(long);
    expect(writes).toEqual([line, line, long]);
    batch.flush();
    expect(writes).toHaveLength(3);
  });
});
