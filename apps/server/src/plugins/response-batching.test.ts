import { Agent, request as httpRequest } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { staticLists } from '../../test/factories.ts';
import { EndOfTurnWrites, registerResponseBatching } from './response-batching.ts';

const unexpected = (error: unknown) => {
  throw error;
};

describe('EndOfTurnWrites', () => {
  it("writes a turn's answers when the turn ends, in order", async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('first'), unexpected);
    writes.write(() => written.push('second'), unexpected);
    writes.write(() => written.push('third'), unexpected);
    expect(written).toEqual([]);
    await nextTurn();
    expect(written).toEqual(['first', 'second', 'third']);
  });

  it('writes each turn’s answers at the end of that turn', async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('a'), unexpected);
    await nextTurn();
    expect(written).toEqual(['a']);
    writes.write(() => written.push('b'), unexpected);
    expect(written).toEqual(['a']);
    await nextTurn();
    expect(written).toEqual(['a', 'b']);
  });

  it('writes what a queued write finishes at the end of the next turn', async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    writes.write(() => written.push('first'), unexpected);
    writes.write(() => {
      written.push('queued');
      writes.write(() => written.push('finished by it'), unexpected);
    }, unexpected);
    await nextTurn();
    expect(written).toEqual(['first', 'queued']);
    await nextTurn();
    expect(written).toEqual(['first', 'queued', 'finished by it']);
  });

  it('hands a queued write’s failure to its own handler, and still writes the rest of the turn', async () => {
    const writes = new EndOfTurnWrites();
    const written: string[] = [];
    const failures: unknown[] = [];
    writes.write(() => written.push('first'), unexpected);
    writes.write(
      () => {
        throw new Error('bad header');
      },
      (error) => failures.push(error),
    );
    writes.write(() => written.push('third'), unexpected);
    await nextTurn();
    expect(written).toEqual(['first', 'third']);
    expect(failures).toEqual([new Error('bad header')]);
  });
});

describe('answers finished together', () => {
  let t: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => warnings.push(line) },
    });
  });
  afterAll(() => t.app.close());

  it('sends every ready-made body once, whether it is ready, being made or being compressed', async () => {
    const file = staticLists().files.keys().next().value as string;
    const urls = [`/data/${file}`, '/api/schools/set-counts', '/api/sets/popular', '/api/sets/search?classCode=CSE101'];
    // The first requests find nothing made yet (and nothing compressed); the later ones find it all ready.
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        urls.flatMap((url) =>
          ['br', 'gzip', 'identity'].map((encoding) => t.app.inject({ url, headers: { 'accept-encoding': encoding } })),
        ),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    expect(warnings).toEqual([]);
  });

  it('all reach their clients whole, each with its own request id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ url: i % 2 ? '/api/health' : '/api/nothing-here', headers: { 'x-request-id': `batch-${i}` } }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(i % 2 ? 200 : 404);
      expect(answer.headers['x-request-id']).toBe(`batch-${i}`);
      expect(answer.json()).toBeTypeOf('object');
    });
  });

  it('sends one answer for an async handler that sends by itself and returns nothing, over one kept-alive connection', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
    registerResponseBatching(app);
    app.get('/itself', async (_request, reply) => {
      reply.header('content-type', 'text/plain').send('sent by the handler');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/itself', agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    try {
      // A second answer on the socket would corrupt the next one on the same connection.
      for (let i = 0; i < 3; i++) expect(await get()).toEqual({ status: 200, body: 'sent by the handler' });
      expect(logged).toEqual([]);
    } finally {
      agent.destroy();
      await app.close();
    }
  });

  it('turns an answer that fails to go out into an error answer, over real sockets, sparing the others', async () => {
    const app = Fastify({ logger: false });
    registerResponseBatching(app);
    app.get('/ok', (_request, reply) => reply.send({ ok: true }));
    // A header value Node refuses to write: sending it throws inside the answer's write.
    app.get('/bad', (_request, reply) => reply.header('x-broken', 'line\nbreak').send({ ok: false }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        // A connection each, so that many requests arrive in one turn.
        httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    try {
      const paths = Array.from({ length: 30 }, (_, i) => (i % 3 === 1 ? '/bad' : '/ok'));
      const statuses = await Promise.all(paths.map(statusOf));
      expect(statuses).toEqual(paths.map((path) => (path === '/bad' ? 500 : 200)));
    } finally {
      await app.close();
    }
  });
});
