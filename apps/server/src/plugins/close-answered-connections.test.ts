import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerCloseAnsweredConnections } from './close-answered-connections.ts';

describe('registerCloseAnsweredConnections', () => {
  it('answers a request in flight when the close begins, then closes its kept-alive connection', async () => {
    // A keep-alive far longer than the test: only closing the connection lets the close finish.
    const app = Fastify({ keepAliveTimeout: 600_000 });
    registerCloseAnsweredConnections(app);
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      started();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // A raw socket, as a browser or proxy keeps one: open until the server closes it.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await handlerStarted;

    const closing = app.close();
    // The server has stopped listening (and closed its idle connections) before the answer is sent.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    release();
    await socketClosed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\n\r\n\{"done":true\}$/);
    await closing;
  });
});
