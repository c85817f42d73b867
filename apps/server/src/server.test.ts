import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../test/test-database.ts';

const entry = join(import.meta.dirname, 'server.ts');

/** Runs src/server.ts as its own process, the way `npm start` runs the built one. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /ready at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url.replace('localhost', '127.0.0.1'));
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before it was ready:\n${output}`));
    });
  });
  ready.catch(() => undefined); // a run that is meant to fail never waits for ready
  return { child, ready, exited, output: () => output };
}

describe.runIf(testDialect === 'sqlite')('the server process', () => {
  it('stops on a bad setting with a message naming it, before touching anything', async () => {
    const run = startProcess({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'cc-proc-')) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:\n  PORT:');
    // Like the next test, it starts src/server.ts through tsx: up to a minute on a busy two-core machine.
  }, 120_000);

  it('migrates a fresh data directory, serves, and shuts down gracefully on SIGTERM', async () => {
    const run = startProcess({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'cc-proc-')) });
    const url = await run.ready;
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"shutting down"');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 120_000);
});
