import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { FEATURED_SCHOOLS } from '../apps/server/test/factories.ts';
import { startServer } from '../e2e/start-server.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { signUp, uniqueUsername } from './lib/accounts.ts';
import { ApiClient } from './lib/http-client.ts';
import { machineLine } from './lib/machine.ts';
import { prepareCatalogue } from './load/catalogue.ts';
import { cpuSeconds, machineBusySeconds, rssMiB, watchMemory } from './load/process-stats.ts';
import { Recorder } from './load/recorder.ts';
import { runStudent, type StudentAccount } from './load/student.ts';

/**
 * Load: simulated students (sign in, search, view, study, quiz, like, save, create) against the built
 * server on a seeded SQLite catalogue, with the production rate limits on. Fails on any error: a 5xx,
 * a socket error, or any status other than the one the step expects (a 429 included).
 *
 * The catalogue is 100,000 sets unless `--sets` or LOAD_SETS says otherwise, and the students keep at it
 * for 60 s unless `--duration` or LOAD_SECONDS does. CI (scripts/test.mjs) asks for a smaller catalogue
 * (seeding 100,000 sets afresh on a clean clone takes longer than the measured minute itself) and 30 s:
 * the same 200 students, every step, the same rule that any error fails; half the time to find one.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: process.env.LOAD_SECONDS || '60' },
    sets: { type: 'string', default: process.env.LOAD_SETS || '100000' },
    ramp: { type: 'string', default: '5' },
    'think-ms': { type: 'string', default: '0' },
  },
});
const users = Number(values.users);
const durationSeconds = Number(values.duration);
const rampSeconds = Number(values.ramp);
const thinkMs = Number(values['think-ms']);

/** The schools the seed favours: each has its own class-code list. */
const SCHOOLS = FEATURED_SCHOOLS;

ensureBuilt();
console.info(`Machine: ${machineLine()}; the load generator shares these cores with the server`);
const catalogue = await prepareCatalogue(Number(values.sets), SCHOOLS);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
console.info(
  `Catalogue: ${fmt(catalogue.sets)} sets, ${fmt(catalogue.cards)} cards, ${fmt(catalogue.users)} users, ${catalogue.source}`,
);

// Production settings: rate limits on and request logging at info. The server sits behind a proxy it
// trusts (TRUST_PROXY), which passes on each student's own address: per-IP limits count each student,
// as they would for students on their own machines.
const server = await startServer({
  dataDir: catalogue.dataDir,
  env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' },
});
const api = new ApiClient(() => server.url, users + 16);
let failed: boolean;
try {
  // Accounts are made before the measured minute, a few at a time, as students who signed up earlier.
  const accountsStarted = performance.now();
  const students: StudentAccount[] = Array.from({ length: users }, (_, i) => {
    const username = uniqueUsername('student', i);
    return {
      email: `${username.toLowerCase()}@load.example.edu`,
      password: `password-${i}`,
      university: SCHOOLS[i % SCHOOLS.length] ?? 'Stanford University',
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    };
  });
  for (let i = 0; i < students.length; i += 8)
    await Promise.all(
      students.slice(i, i + 8).map((s, j) =>
        signUp(
          api,
          {
            email: s.email,
            username: uniqueUsername('student', i + j),
            password: s.password,
            university: s.university,
          },
          { 'x-forwarded-for': s.ip },
        ),
      ),
    );
  console.info(
    `${users} student accounts made beforehand in ${((performance.now() - accountsStarted) / 1000).toFixed(1)} s`,
  );
  console.info(
    `${users} students for ${durationSeconds} s, starting over the first ${rampSeconds} s, ` +
      `${thinkMs > 0 ? `about ${thinkMs} ms` : 'no'} think time between loops (closed loop: each sends its next request when the last is answered)`,
  );
  console.info(
    'Rate limits ON (production policies), each student from its own address via X-Forwarded-For (TRUST_PROXY)',
  );

  const recorder = new Recorder();
  const memory = watchMemory(server.pid);
  const serverCpuBefore = cpuSeconds(server.pid);
  const ownCpuBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const ctx = { api, recorder, classCodes: catalogue.classCodes, endsAt: started + durationSeconds * 1000, thinkMs };
  await Promise.all(
    students.map(async (student, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i / users) * rampSeconds * 1000));
      await runStudent(ctx, student, i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  memory.stop();
  const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
  const own = process.cpuUsage(ownCpuBefore);
  const ownCpu = (own.user + own.system) / 1e6;
  // What other processes on the machine took from the same cores while we measured.
  const othersCpu = Math.max(0, machineBusySeconds() - machineBefore - serverCpu - ownCpu);

  console.info(`\nPer operation over ${seconds.toFixed(1)} s (latency from request sent to answer read, ms)`);
  console.info(
    `${'operation'.padEnd(34)} ${'count'.padStart(8)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  const line = (name: string, r: { count: number; perSecond: number; p50: number; p99: number }, errors: number) =>
    console.info(
      `${name.padEnd(34)} ${fmt(r.count).padStart(8)} ${fmt(r.perSecond, 1).padStart(8)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${String(errors).padStart(7)}`,
    );
  const rows = recorder.rows(seconds);
  for (const r of rows) line(r.operation, r, recorder.errors.get(r.operation) ?? 0);
  line('all', recorder.all(seconds), recorder.totalErrors);
  const share = (cpu: number) => `${fmt(cpu, 1)} s (${fmt((cpu / seconds) * 100)}% of a core)`;
  const endRss = rssMiB(server.pid);
  console.info(`Server RSS: ${fmt(endRss)} MiB at the end, peak ${fmt(Math.max(endRss, memory.peak()))} MiB`);
  console.info(
    `CPU while measured (${cpus().length} cores = ${cpus().length * 100}%): server ${share(serverCpu)}, ` +
      `load generator ${share(ownCpu)}, other processes ${share(othersCpu)}`,
  );

  // Every step of the loop must have run: a run that never reached the quiz proves nothing about it.
  const needed = [
    'POST /auth/login',
    'GET /sets/search',
    'GET /sets/:id (view)',
    'POST /quiz/generate-distractors',
    'POST /semantic-answer/check',
    'POST /sets/create',
    'POST /sets/save',
  ];
  const missing = needed.filter((name) => !rows.some((r) => r.operation === name));
  if (missing.length) console.error(`Never ran: ${missing.join(', ')}`);
  if (recorder.totalErrors > 0) {
    console.error(`\n${recorder.totalErrors} errors, for example:`);
    for (const example of recorder.examples) console.error(`  ${example}`);
  } else console.info('Errors: 0 (no 5xx, no socket errors, no unexpected status)');
  failed = recorder.totalErrors > 0 || missing.length > 0;
} finally {
  api.close();
  await server.stop();
  rmSync(catalogue.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
