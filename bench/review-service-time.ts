import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadConfig } from '../apps/server/src/env.ts';
import { staticLists } from '../apps/server/test/factories.ts';
import { seedHeavyStudent } from './review.ts';

/**
 * `npx tsx bench/review-service-time.ts`: what one review request costs the server process, with
 * no socket and no concurrency (app.inject, one at a time), on the benchmark's heavy student. By
 * Little's law a p99 of 20 ms at 50 requests in flight needs this well under 0.4 ms; run it under
 * `node --cpu-prof --import tsx` to see where the time goes.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-service-time-'));
const { token, cardIds } = await seedHeavyStudent(dataDir, 200, 50_000);
const database = openDatabase({ dialect: 'sqlite', file: join(dataDir, 'coursecards.db') });
// SQL_TIMES=1: each SQL text's time in SQLite, summed over a route's calls, printed after it.
const sqlTimes = new Map<string, { n: number; ms: number }>();
if (process.env.SQL_TIMES) {
  const probe = new SqliteDatabase(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  for (const method of ['all', 'run', 'get'] as const) {
    const original = statement[method] as (this: { source: string }, ...args: unknown[]) => unknown;
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      const start = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const entry = sqlTimes.get(this.source) ?? { n: 0, ms: 0 };
        entry.n++;
        entry.ms += performance.now() - start;
        sqlTimes.set(this.source, entry);
      }
    };
  }
}
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DATA_DIR: dataDir }),
  database,
  lists: staticLists(),
  webDist: null,
  logger: false,
});
await app.ready();
const headers = { authorization: `Bearer ${token}` };
const ratings = ['again', 'hard', 'good', 'good', 'good', 'easy'];
let n = 0;

async function time(name: string, rounds: number, request: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < Math.min(50, rounds); i++) await request();
  const took: number[] = [];
  // PROFILE=file.cpuprofile: a CPU profile of the timed calls of the first route alone.
  const profile = process.env.PROFILE && name.startsWith('GET /api/review/due?') ? new Session() : null;
  if (profile) {
    profile.connect();
    await profile.post('Profiler.enable');
    await profile.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const res = await request();
    took.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode}`);
  }
  const used = process.cpuUsage(cpu);
  if (profile) writeFileSync(process.env.PROFILE!, JSON.stringify((await profile.post('Profiler.stop')).profile));
  const cpuMs = (used.user + used.system) / 1000 / rounds;
  took.sort((a, b) => a - b);
  const mean = took.reduce((s, t) => s + t, 0) / took.length;
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!.toFixed(3);
  console.log(
    `${name.padEnd(28)} CPU ${cpuMs.toFixed(3)} ms/call; wall mean ${mean.toFixed(3)} ms, p50 ${at(0.5)}, p99 ${at(0.99)} (${rounds} calls)`,
  );
  for (const [text, { n, ms }] of [...sqlTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
    console.log(`   ${(ms / rounds).toFixed(3)} ms/call in ${n} runs: ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  sqlTimes.clear();
}

try {
  await time('GET /api/review/due?limit=20', 1000, () => app.inject({ url: '/api/review/due?limit=20', headers }));
  await time('POST /api/review/answer', 1000, () =>
    app.inject({
      method: 'POST',
      url: '/api/review/answer',
      headers,
      payload: { cardId: cardIds[(n * 7919) % cardIds.length], rating: ratings[n++ % ratings.length] },
    }),
  );
  await time('GET /api/review/stats', 200, () => app.inject({ url: '/api/review/stats', headers }));
  await time('GET /api/review/due (after)', 1000, () => app.inject({ url: '/api/review/due?limit=20', headers }));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
