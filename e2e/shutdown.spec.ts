import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * SIGTERM to the outermost process, as a process manager or `docker stop` sends it, must stop the
 * server gracefully: the port is given back, a request already being answered is answered in full,
 * and no process of the tree is left behind. No browser is needed.
 */

const root = join(import.meta.dirname, '..');

/** The ways the product is run: the outermost process is the one that gets the signal. */
const launchers: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'npm start', command: 'npm', args: ['start', '--silent'] },
  { name: 'node scripts/start.mjs', command: process.execPath, args: ['scripts/start.mjs'] },
  { name: 'node apps/server/dist/server.js', command: process.execPath, args: ['apps/server/dist/server.js'] },
];

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts the launcher in a process group of its own (so the test can tell when the whole tree is gone). */
async function launch(command: string, args: string[], dataDir: string): Promise<Started> {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      NODE_ENV: 'production',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(() => /ready at http:\/\/localhost:\d+/.test(output) || child.exitCode !== null, { timeout: 60_000 })
    .toBe(true);
  const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
  if (!match) throw new Error(`the server did not start:\n${output}`);
  return { child, port: Number(match[1]), exited, output: () => output };
}

/** Whether a new connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Everything the socket receives, as text, as it comes. */
function received(socket: Socket): () => string {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  return () => text;
}

test.describe('SIGTERM to the outermost process', () => {
  // Each case starts the built server (and npm) from scratch and waits for it to stop.
  test.describe.configure({ timeout: 120_000 });

  for (const { name, command, args } of launchers) {
    test(`stops ${name} gracefully: in-flight request answered, port released, nothing left`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-shutdown-'));
      const server = await launch(command, args, dataDir);
      const pgid = server.child.pid!;
      try {
        // A log-in whose headers the server has read (it answers "100 Continue") and whose body is
        // still to come: a request in flight when the signal arrives.
        const body = JSON.stringify({ email: 'nobody@example.edu', password: 'not-the-password-1' });
        const socket = connect(server.port, '127.0.0.1');
        const answer = received(socket);
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
        );
        await expect.poll(answer).toContain('100 Continue');

        process.kill(pgid, 'SIGTERM');
        // Shutting down: no new connection is taken.
        await expect.poll(() => accepts(server.port), { timeout: 20_000 }).toBe(false);

        // The request already begun is answered in full, by the database as usual.
        // (Written, not ended: Node drops a request whose client half-closes the connection.)
        socket.write(body);
        await expect.poll(answer, { timeout: 20_000 }).toMatch(/\r\n\r\n\{.*"message"/s);
        expect(answer()).toMatch(/HTTP\/1\.1 401 /);
        expect(answer()).toContain('Invalid email or password');

        // Every process of the tree exits, cleanly.
        expect(await server.exited).toBe(0);
        await expect.poll(() => groupAlive(pgid), { timeout: 20_000 }).toBe(false);
        expect(server.output()).toContain('shutting down');
      } finally {
        // Only if the test failed: the tree this test started, by its group id.
        if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
