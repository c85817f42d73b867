import { execFileSync, spawnSync } from 'node:child_process';
import type { LoadOptions, LoadResult } from './load.ts';

/**
 * wrk (Debian package `wrk`), a native load generator: it spends far less of the two shared cores
 * per answer than autocannon, most of all on answers of several kilobytes, so the servers' figures
 * depend less on the client's own cost.
 */
export const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

export function measureWithWrk(name: string, url: string, options: LoadOptions): LoadResult {
  const args = (seconds: number) => [
    '-t2',
    `-c${options.connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  if (options.warmupSeconds > 0) execFileSync('wrk', args(options.warmupSeconds));
  const out = execFileSync('wrk', args(options.durationSeconds), { encoding: 'utf8' });
  const percentile = (p: string) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '0');
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    name,
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: percentile('50'),
    p99: percentile('99'),
    errors: socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    non2xx,
  };
}

function toMs(value: string): number {
  const n = parseFloat(value);
  if (value.endsWith('us')) return Math.round(n / 10) / 100;
  if (value.endsWith('ms')) return Math.round(n * 100) / 100;
  if (value.endsWith('s')) return n * 1000;
  return n;
}
