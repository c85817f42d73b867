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

export interface StartOptions {
  env?: Record<string, string>;
  /** use this data directory and keep it; by default an empty one is made and removed after */
  dataDir?: string;
}

const root = join(import.meta.dirname, '..');

/**
 * Starts the built server on a free port, on SQLite in its data directory whatever .env says.
 * Its output goes to server.log in a directory of its own, never through a pipe this process would
 * have to drain (a load generator has no time for that).
 */
export async function startServer({ env = {}, dataDir: given }: StartOptions = {}): Promise<RunningServer> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'coursecards-e2e-'));
  const logDir = mkdtempSync(join(tmpdir(), 'coursecards-log-'));
  const logFile = join(logDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every browser in the run signs up from 127.0.0.1; limits have their own API tests.
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(logDir, { recursive: true, force: true });
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await readyUrl(logFile, () => exitCode);
    return { pid: child.pid ?? 0, url, dataDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
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
