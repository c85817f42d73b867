import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { hashSecretToken } from '../apps/server/src/infra/authentication/secret-tokens.ts';
import { SmtpSink } from '../apps/server/test/smtp-sink.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { Ledger, lostWrites } from './durability/ledger.ts';
import { freshPostgresDatabase } from './durability/postgres-database.ts';
import { countMismatches, openPostgresReadOnly, readSnapshot } from './durability/snapshot.ts';
import { CLASS_CODES, Gate, runClient, type Workload } from './durability/workload.ts';
import { ApiClient } from './lib/http-client.ts';
import { machineLine } from './lib/machine.ts';
import { Recorder } from './load/recorder.ts';
import {
  CheckFailed,
  LISTING_BOUND_MS,
  LISTING_TTL_MS,
  limitsAreShared,
  limitsCountPerProcess,
  mailAndTokensAreShared,
  privateLeavesSearch,
  sessionsAreShared,
  upload,
  uploadsAreShared,
  type Processes,
} from './scale/checks.ts';
import { AppProcess, freePort, hasProgram, Nginx, RedisServer, S3Server, sleep } from './scale/layout.ts';
import { runReader, StudentAddresses } from './scale/traffic.ts';

/**
 * npm run test:scale: the production layout of deploy/ on loopback, proven under load. nginx (the
 * repository's proxy settings) in front of three app processes on PostgreSQL, with Redis, an
 * S3-compatible server and an SMTP relay of this run's own. While simulated students read and write
 * through nginx it checks that the processes act as one product (sessions, limits, uploads, mail,
 * caches), restarts each process in turn (SIGTERM) with no request failing, kills one with SIGKILL
 * (only requests it was answering may fail; nothing acknowledged is lost, counts agree: the
 * durability checker's ledger), and takes Redis and then the S3 server away for 10 s (degrading as
 * ADR 0022 says, and recovering by itself). Prints throughput and latency through nginx with one and
 * with three processes. Sized for two cores: about two minutes.
 */
const { values } = parseArgs({
  options: {
    writers: { type: 'string', default: '8' },
    readers: { type: 'string', default: '8' },
    'measure-seconds': { type: 'string', default: '4' },
    // CI asks for one round (SCALE_MEASURE_ROUNDS): enough to see each configuration answer without errors.
    'measure-rounds': { type: 'string', default: process.env.SCALE_MEASURE_ROUNDS ?? '3' },
    'outage-seconds': { type: 'string', default: '10' },
  },
});
const writers = Number(values.writers);
const readers = Number(values.readers);
const measureSeconds = Number(values['measure-seconds']);
const measureRounds = Number(values['measure-rounds']);
const outageMs = Number(values['outage-seconds']) * 1000;
const PROCESSES = 3;

const testUrl = process.env.TEST_DATABASE_URL;
const missing = [
  ...(hasProgram('nginx') ? [] : ['nginx (apt-get install nginx)']),
  ...(hasProgram('redis-server') ? [] : ['redis-server (apt-get install redis-server)']),
  ...(testUrl ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
];
if (missing.length) {
  console.info(`Scale test skipped: it needs ${missing.join(', ')}.`);
  process.exit(process.env.CI ? 1 : 0);
}

ensureBuilt();
console.info(
  `Machine: ${machineLine()}; nginx, ${PROCESSES} app processes, PostgreSQL, Redis, S3 and the clients share it`,
);

const runStarted = performance.now();
const loadBefore = loadavg()[0] ?? 0;
const dir = mkdtempSync(join(tmpdir(), 'coursecards-scale-'));
for (const sub of ['redis', 's3', 'data', 'logs']) mkdirSync(join(dir, sub));
const failures: string[] = [];
const figures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`  ✗ ${message}`);
};
const pass = (message: string) => console.info(`  ✓ ${message}`);
const ms = (n: number) => `${Math.round(n)} ms`;

const pgUrl = await freshPostgresDatabase(testUrl ?? '', 'coursecards_scale');
const redis = await RedisServer.start(join(dir, 'redis'));
const s3 = await S3Server.start(join(dir, 's3'));
const smtp = await SmtpSink.start();
const nginxPort = await freePort();
const env = {
  NODE_ENV: 'production',
  PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'on',
  DATA_DIR: join(dir, 'data'),
  DATABASE_URL: pgUrl,
  DATABASE_POOL_SIZE: '5',
  REDIS_URL: redis.url,
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'CourseCards <no-reply@scale.test>',
};
const apps: AppProcess[] = [];
for (let i = 0; i < PROCESSES; i++) apps.push(new AppProcess(await freePort(), env, join(dir, 'logs')));
// All at once, as systemd starts them: the migrations take a lock, so only one runs them.
const startMs = await Promise.all(apps.map((a) => a.start()));
const nginx = await Nginx.start(
  join(dir, 'nginx'),
  apps.map((a) => a.port),
  nginxPort,
);
console.info(
  `Layout: nginx :${nginx.port} → app processes :${apps.map((a) => a.port).join(', :')} ` +
    `(started in ${startMs.map((n) => (n / 1000).toFixed(1)).join(', ')} s), PostgreSQL, Redis :${redis.port}, ` +
    `S3 (s3rver) :${s3.port}, SMTP :${new URL(smtp.url).port}`,
);

const direct = apps.map((a) => new ApiClient(() => a.url, 16));
const p: Processes = { direct };
// Students' browsers send a request again when a kept-alive connection was closed under it (nginx
// closes its idle ones when it reloads); nothing else is retried.
const throughNginx = new ApiClient(() => nginx.url, writers + readers + 16, true);
const addresses = new StudentAddresses();
const recorder = new Recorder();
const w: Workload = {
  ledger: new Ledger(),
  gate: new Gate(),
  api: throughNginx,
  apiFor: () => addresses.callerFor(throughNginx),
  publicSets: [],
  errors: [],
  inFlight: 0,
  stopped: false,
};
let stopped = false;
const running: Array<Promise<void>> = [];
const untilIdle = async () => {
  const deadline = Date.now() + 15_000;
  while (w.inFlight > 0) {
    if (Date.now() > deadline) throw new Error(`${w.inFlight} requests still unanswered 15 s after the kill`);
    await sleep(10);
  }
};
/** errors so far, so a phase can say how many were its own */
const errorCount = () => w.errors.length + recorder.totalErrors;
const phase = async (name: string, body: () => Promise<void>) => {
  console.info(`\n${name}`);
  const before = errorCount();
  const writeErrorsBefore = w.errors.length;
  const readExamplesBefore = recorder.examples.length;
  try {
    await body();
  } catch (err) {
    fail(err instanceof CheckFailed ? err.message : `${name}: ${err instanceof Error ? err.stack : String(err)}`);
  }
  const errors = errorCount() - before;
  if (errors) {
    fail(`${errors} request errors under load during: ${name}`);
    for (const line of w.errors.slice(writeErrorsBefore, writeErrorsBefore + 5)) console.error(`    write: ${line}`);
    for (const line of recorder.examples.slice(readExamplesBefore, readExamplesBefore + 5))
      console.error(`    read: ${line}`);
  }
};

async function measure(url: string, paths: string[], token: string) {
  const result = await autocannon({
    url,
    connections: 16,
    duration: measureSeconds,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

let ok = false;
try {
  await phase('One product across processes (each asked directly)', async () => {
    const session = await sessionsAreShared(p, 'a');
    pass('a session made on one process is honoured by the others');
    await limitsAreShared(p, 10);
    pass('a per-address limit counted on three processes refuses the next request on each');
    await uploadsAreShared(
      p,
      session,
      apps.map((a) => a.url),
    );
    pass('an image uploaded through one process is served by every other');
    await mailAndTokensAreShared(p, smtp, 'a');
    pass('a reset mailed (SMTP) by one process is spent on another, once; the new password works on a third');
    const took = await privateLeavesSearch(p, session, CLASS_CODES[299]!, 'Scale private A', LISTING_BOUND_MS);
    if (took >= LISTING_TTL_MS)
      throw new CheckFailed(
        `a private set stayed in another process's cached search for ${ms(took)}: the change feed did not tell it`,
      );
    pass(
      `a set made private through one process left the others' cached search results after ${ms(took)} (change feed)`,
    );
    figures.push(`set made private → gone from every process's search: ${ms(took)} with Redis`);
  });

  // Load from here on: writers (the durability workload) and readers, all through nginx.
  for (let i = 0; i < writers; i++) running.push(runClient(w, i));
  for (let i = 0; i < readers; i++)
    running.push(
      runReader(w, addresses.callerFor(throughNginx), i, CLASS_CODES.slice(0, 40), recorder, () => stopped).catch(
        (err: unknown) => void recorder.error('reader sign-up', err instanceof Error ? err.message : String(err)),
      ),
    );
  await sleep(3000);

  await phase(
    `Rolling restart under load: each of ${PROCESSES} processes drained from nginx, SIGTERM, started`,
    async () => {
      const restarts: number[] = [];
      for (const app of apps) {
        const started = performance.now();
        // As deploy/rolling-restart.sh: out of nginx first, so no new connection waits in its accept queue.
        await nginx.setDown(app.port, true);
        const stopping = performance.now();
        await app.stop('SIGTERM');
        const drained = performance.now() - stopping;
        const ready = await app.start();
        await nginx.setDown(app.port, false);
        restarts.push(performance.now() - started);
        console.info(
          `  :${app.port} drained and exited in ${ms(drained)} after SIGTERM, ready again ${ms(ready)} later`,
        );
        await sleep(1000);
      }
      const median = [...restarts].sort((a, b) => a - b)[1] ?? 0;
      figures.push(
        `rolling restart: out of nginx → SIGTERM → ready → back in ${restarts.map((r) => (r / 1000).toFixed(1)).join(', ')} s (median ${(median / 1000).toFixed(1)} s)`,
      );
      pass(`${PROCESSES} processes restarted one by one; ${w.ledger.totalAcknowledged} writes acknowledged so far`);
    },
  );

  await phase('SIGKILL of one process under load', async () => {
    const victim = apps[1]!;
    w.gate.close();
    const cutBefore = w.ledger.unanswered;
    await victim.stop('SIGKILL');
    await untilIdle();
    const cut = w.ledger.unanswered - cutBefore;
    w.gate.open();
    console.info(`  ${cut} writes were in flight on the killed process (no answer: either outcome is right)`);
    // The other two carry the load; nginx sends nothing to the dead one's refused port.
    await sleep(4000);
    const ready = await victim.start();
    figures.push(`after kill -9: ${cut} in-flight writes cut off, replacement ready in ${(ready / 1000).toFixed(1)} s`);
    await sleep(2000);
    pass('requests after the kill all answered by the two others; the process came back');
  });

  await phase(`Redis away for ${outageMs / 1000} s under load`, async () => {
    await redis.stop();
    const outageStarted = performance.now();
    await sleep(1000);
    const session = await sessionsAreShared(p, 'r');
    pass('sessions still work on every process (they live in PostgreSQL)');
    await limitsCountPerProcess(p, 20);
    pass('rate limits stay on, each process counting in its own memory');
    const took = await privateLeavesSearch(p, session, CLASS_CODES[298]!, 'Scale private R', LISTING_BOUND_MS);
    pass(
      `without the change feed a private set left the others' search after ${ms(took)} (bound ${ms(LISTING_BOUND_MS)})`,
    );
    figures.push(
      `set made private → gone from every process's search: ${ms(took)} with Redis away (bound ${LISTING_BOUND_MS / 1000} s)`,
    );
    await sleep(Math.max(0, outageMs - (performance.now() - outageStarted)));
    await redis.resume();
    // Recovery by itself: every process subscribes again and counts in Redis again.
    const admin = new Redis(redis.url);
    try {
      const deadline = performance.now() + 15_000;
      for (;;) {
        const [, subscribers] = (await admin.pubsub('NUMSUB', 'coursecards:changes')) as [string, number];
        const counting = String(await admin.client('LIST'))
          .split('\n')
          .filter((line) => line.includes(' name=coursecards-rate-limits ')).length;
        if (subscribers === PROCESSES && counting === PROCESSES) break;
        if (performance.now() > deadline)
          throw new CheckFailed(
            `after Redis came back ${subscribers} of ${PROCESSES} processes subscribed again, ${counting} count in it`,
          );
        await sleep(100);
      }
    } finally {
      await admin.quit();
    }
    await limitsAreShared(p, 21);
    const after = await privateLeavesSearch(p, session, CLASS_CODES[297]!, 'Scale private R2', LISTING_BOUND_MS);
    if (after >= LISTING_TTL_MS)
      throw new CheckFailed('after Redis came back the change feed did not tell the other processes');
    pass(
      `Redis back: every process subscribed again, limits shared again, a private set left search after ${ms(after)}`,
    );
  });

  await phase(`S3 server away for ${outageMs / 1000} s under load`, async () => {
    const session = await sessionsAreShared(p, 's');
    const stored = await upload(nginx.url, session.token, 11);
    if (stored.status !== 201) throw new CheckFailed(`upload before the outage: HTTP ${stored.status}`);
    await s3.stop();
    const outageStarted = performance.now();
    const refused = await upload(nginx.url, session.token, 12);
    if (refused.status !== 503 || !refused.retryAfter)
      throw new CheckFailed(
        `an upload while S3 is away answered HTTP ${refused.status} (expected 503 with Retry-After)`,
      );
    const image = await fetch(`${nginx.url}${stored.imageUrl}`);
    if (image.status !== 503)
      throw new CheckFailed(`an image while S3 is away answered HTTP ${image.status} (expected 503)`);
    pass('uploads and images answer 503 with Retry-After; everything else carries on (no errors under load)');
    await sleep(Math.max(0, outageMs - (performance.now() - outageStarted)));
    await s3.resume();
    const back = await fetch(`${nginx.url}${stored.imageUrl}`);
    const again = await upload(nginx.url, session.token, 13);
    if (back.status !== 200 || again.status !== 201)
      throw new CheckFailed(`S3 back: image HTTP ${back.status}, upload HTTP ${again.status}`);
    pass('S3 back: the image is served and uploads are stored again, with nothing restarted');
  });

  stopped = true;
  w.stopped = true;
  w.gate.open();
  await Promise.all(running);

  await phase('Nothing acknowledged lost (durability checker on PostgreSQL)', async () => {
    const db = await openPostgresReadOnly(pgUrl);
    try {
      const lost = lostWrites(w.ledger, await readSnapshot(db), hashSecretToken);
      const mismatches = await countMismatches(db);
      for (const line of [...lost, ...mismatches].slice(0, 20)) console.error(`    ${line}`);
      if (lost.length || mismatches.length)
        throw new CheckFailed(`${lost.length} acknowledged writes lost, ${mismatches.length} count mismatches`);
      const byKind = [...w.ledger.acknowledged].map(([kind, n]) => `${kind} ${n}`).join(', ');
      pass(`${w.ledger.totalAcknowledged} writes acknowledged (${byKind}), all in the database; counts agree`);
    } finally {
      await db.close();
    }
  });

  await phase(
    `Throughput, ${measureRounds} interleaved rounds of ${measureSeconds} s each (16 connections, search and set pages)`,
    async () => {
      const ids = w.publicSets.slice(-5).map((s) => s.id);
      const paths = [
        ...CLASS_CODES.slice(0, 5).map((c) => `/api/sets/search?classCode=${encodeURIComponent(c)}`),
        ...ids.map((id) => `/api/sets/${id}`),
      ];
      const { token } = await sessionsAreShared(p, 'm');
      const one = await Nginx.start(join(dir, 'nginx-one'), [apps[0]!.port], await freePort());
      try {
        const targets = [
          { name: 'one process, direct', url: apps[0]!.url },
          { name: 'nginx → 1 process', url: one.url },
          { name: `nginx → ${PROCESSES} processes`, url: nginx.url },
        ];
        // Interleaved rounds, each figure the median round: the cores are shared, and a burst of
        // someone else's work would otherwise land on one configuration only.
        const runs = targets.map(() => [] as Array<Awaited<ReturnType<typeof measure>>>);
        for (let round = 0; round < measureRounds; round++)
          for (const [i, t] of targets.entries()) runs[i]!.push(await measure(t.url, paths, token));
        for (const [i, t] of targets.entries()) {
          const median = (pick: (r: Awaited<ReturnType<typeof measure>>) => number) =>
            runs[i]!.map(pick).sort((a, b) => a - b)[Math.floor(runs[i]!.length / 2)] ?? 0;
          const bad = runs[i]!.reduce((sum, r) => sum + r.bad, 0);
          const line = `${t.name.padEnd(22)} ${Math.round(median((r) => r.rps))
            .toString()
            .padStart(6)} req/s  p50 ${median((r) => r.p50)} ms  p99 ${median((r) => r.p99)} ms  errors ${bad}`;
          console.info(`  ${line}`);
          figures.push(line);
          if (bad) throw new CheckFailed(`${bad} failed requests measuring ${t.name}`);
        }
      } finally {
        await one.stop();
      }
    },
  );

  const all = recorder.all(1);
  figures.push(
    `reads under load through nginx: ${all.count} (p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms), ${recorder.totalErrors} errors; writes acknowledged ${w.ledger.totalAcknowledged}, ${w.errors.length} errors`,
  );
  ok = failures.length === 0;
} finally {
  stopped = true;
  w.stopped = true;
  w.gate.open();
  await Promise.race([Promise.all(running), sleep(20_000)]);
  throughNginx.close();
  for (const api of direct) api.close();
  await Promise.all(apps.map((a) => a.stop('SIGTERM')));
  await nginx.stop();
  await redis.stop();
  await s3.stop();
  await smtp.stop();
  if (!ok) {
    for (const line of w.errors.slice(0, 10)) console.error(`    write: ${line}`);
    for (const line of recorder.examples) console.error(`    read: ${line}`);
    console.error(`  nginx error log (last lines):\n${nginx.errors().split('\n').slice(-15).join('\n')}`);
    console.error(`  logs kept in ${dir}`);
  } else rmSync(dir, { recursive: true, force: true });
}

console.info('\nScale figures');
for (const line of figures) console.info(`  ${line}`);
const took = `${((performance.now() - runStarted) / 1000).toFixed(0)} s`;
// Everything shares the machine's cores with whatever else runs on it: the figures say how busy it was.
console.info(
  `  machine load average (1 min): ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`,
);
console.info(ok ? `\nScale: all checks passed in ${took}.` : `\nScale: ${failures.length} checks failed (${took}).`);
process.exit(ok ? 0 : 1);
