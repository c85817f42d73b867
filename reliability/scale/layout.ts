import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * The production layout of deploy/, started on loopback by an unprivileged user: nginx with the
 * repository's own proxy settings in front of app processes, a Redis server and an S3-compatible
 * server of this run's own (so they can be stopped and started again), and PostgreSQL (given).
 */

const root = join(import.meta.dirname, '../..');

/** Everything this run started: if the run itself dies, nothing it started outlives it. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once something accepts connections on the port. */
export async function untilListening(port: number, timeoutMs = 30_000, exited?: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    const why = exited?.();
    if (why) throw new Error(why);
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Whether a program is on the PATH. */
export function hasProgram(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** A Redis server of this run only: no persistence, stopped and started again on the same port. */
export class RedisServer {
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(dir: string): Promise<RedisServer> {
    const redis = new RedisServer(await freePort(), dir);
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const log = openSync(join(this.dir, 'redis.log'), 'a');
    this.child = track(
      spawn('redis-server', [...args, '--dir', this.dir, '--maxmemory-policy', 'noeviction'], {
        stdio: ['ignore', log, log],
      }),
    );
    closeSync(log);
    await untilListening(this.port);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.child = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/** The S3-compatible server (s3rver) with one bucket, stopped and started again on the same port and files. */
export class S3Server {
  private server: S3rver | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
    readonly bucket: string,
  ) {}

  static async start(dir: string, bucket = 'coursecards-images'): Promise<S3Server> {
    const s3 = new S3Server(await freePort(), dir, bucket);
    await s3.resume();
    return s3;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    this.server = new S3rver({
      port: this.port,
      address: '127.0.0.1',
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    await this.server.run();
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }
}

/** One app process on a fixed port, started from the build as systemd's unit starts it. */
export class AppProcess {
  private child: ChildProcess | null = null;
  private exit: Promise<void> = Promise.resolve();
  readonly logFile: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.logFile = join(logDir, `app-${port}.log`);
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves when it says it is ready; the milliseconds that took. */
  async start(): Promise<number> {
    const started = performance.now();
    const before = readLog(this.logFile).length;
    const log = openSync(this.logFile, 'a');
    const child = track(
      spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
      }),
    );
    closeSync(log);
    this.child = child;
    this.exit = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const output = readLog(this.logFile).slice(before);
      if (output.includes('is ready at')) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`app process on ${this.port} exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`app process on ${this.port} not ready in 60 s:\n${output}`);
      await sleep(25);
    }
  }

  /** Sends the signal and resolves when the process has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill(signal);
    await this.exit;
  }
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * nginx as an unprivileged user: its own prefix, pid file, temporary folders and log, listening on
 * one loopback port in front of the given app ports. The proxy settings are deploy/'s own file, read
 * as production reads it; the addresses the simulated students send (X-Forwarded-For) are trusted
 * from loopback, as a campus load balancer in front would be.
 */
export class Nginx {
  private child: ChildProcess | null = null;
  /** app ports nginx sends nothing new to (marked `down`) */
  private readonly down = new Set<number>();

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly appPorts: number[],
  ) {}

  private writeConfig(): void {
    const { dir } = this;
    const servers = this.appPorts
      .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s${this.down.has(p) ? ' down' : ''};`)
      .join('\n');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `  ${t}_temp_path ${join(dir, t)};`)
      .join('\n');
    writeFileSync(
      join(dir, 'nginx.conf'),
      // Workers run as whoever runs the test (as root, nginx would switch to nobody, who cannot
      // write request bodies into this run's private folder); unprivileged, nginx ignores the line.
      `user ${userInfo().username};
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  upstream coursecards {
    least_conn;
${servers}
  }
  server {
    listen 127.0.0.1:${this.port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    location / {
      include ${join(root, 'deploy/nginx/coursecards-proxy.conf')};
    }
  }
}
`,
    );
  }

  /**
   * Marks an app process down (or up again) and reloads, as deploy/rolling-restart.sh does: new
   * requests go to the others, and the workers that were passing requests to it finish them first.
   */
  async setDown(appPort: number, down: boolean): Promise<void> {
    if (down) this.down.add(appPort);
    else this.down.delete(appPort);
    this.writeConfig();
    const reload = spawnSync('nginx', [
      '-p',
      this.dir,
      '-c',
      join(this.dir, 'nginx.conf'),
      '-e',
      'stderr',
      '-s',
      'reload',
    ]);
    if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr.toString()}`);
    // The reload is asynchronous: wait until the old worker has handed over (its replacement answers).
    await sleep(300);
  }

  static async start(dir: string, appPorts: number[], port: number): Promise<Nginx> {
    mkdirSync(dir, { recursive: true });
    const nginx = new Nginx(port, dir, appPorts);
    nginx.writeConfig();
    const log = openSync(join(dir, 'nginx.out'), 'a');
    const child = track(
      spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
        stdio: ['ignore', log, log],
      }),
    );
    closeSync(log);
    nginx.child = child;
    await untilListening(nginx.port, 15_000, () =>
      child.exitCode === null ? null : `nginx exited: ${readLog(join(dir, 'nginx.out'))}`,
    );
    return nginx;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** nginx's own complaints (upstream failures it retried, refused connections…). */
  errors(): string {
    return readLog(join(this.dir, 'error.log'));
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    });
  }
}
