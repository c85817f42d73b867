import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../test/accounts.ts';
import { suiteApp } from '../../test/suite-app.ts';

const NOT_TEXT = 'The request contains characters that are not valid text';

describe('the text guard', () => {
  // A set's address is for signed-in students: an anonymous request is refused (401) before its
  // parameters are read, so the guard is shown to a student.
  let student: Record<string, string>;
  const t = suiteApp();
  beforeAll(async () => {
    student = bearer((await signUpThroughApi(t.app)).token);
  });

  it.each([
    ['a NUL escaped in the query', '/api/sets/search?classCode=CSE%00101'],
    ['a NUL escaped in a query name', '/api/sets/popular?uni%00versity=x'],
    ['a NUL escaped in a path parameter', '/api/sets/abc%00def'],
  ])('refuses %s with a clear 400', async (_case, url) => {
    const res = await t.app.inject({ url, headers: student });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: NOT_TEXT });
  });

  it('lets an address without escapes through to validation', async () => {
    const res = await t.app.inject({ url: '/api/sets/search?classCode=CSE+101' });
    expect(res.statusCode).toBe(200);
  });

  // The guard reads the query and path parameters only when the address holds a percent escape:
  // Node's parser refuses any other way of putting a control or non-ASCII character in it.
  it('relies on Node refusing control and non-ASCII characters sent raw in the address', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    for (const raw of ['\u0000', '\u0001', '\u007f', '\u00e9']) {
      // node:http refuses to send such a path, so the request line is written by hand.
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(Buffer.from(`GET /api/sets/search?classCode=A${raw}B HTTP/1.1\r\nHost: x\r\n\r\n`, 'latin1')),
        );
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0], JSON.stringify(raw)).toBe('HTTP/1.1 400 Bad Request');
    }
  });
});
