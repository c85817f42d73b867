import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  pid: number;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..');

export interface StartOptions {
  env?: Record<string, string>;
  /** use this data directory and keep it; by default an empty one is made and removed after */
  dataDir?: string;
}

/**
 * Starts the built server on a free port. Its output goes to server.log in a directory of its own,
 * never through a pipe this process would have to drain (a load generator has no time for that).
 */
export async function startServer({ env = {}, dataDir: given }: StartOptions = {}): Promise<RunningServer> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'coursecards-e2e-'));
  const logFile = join(mkdtempSync(join(tmpdir(), 'coursecards-log-')), 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const url = await readyUrl(logFile, () => exited);
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function readyUrl(logFile: string, exitCode: () => number | null | undefined): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const output = readFileSync(logFile, 'utf8');
    const match = /ready at (http:\/\/localhost:\d+)/.exec(output);
    if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
    if (exitCode() !== undefined)
      throw new Error(`The server exited with code ${exitCode()} before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start in 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
