import { startServer } from '../e2e/start-server.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { signUp } from './uploads/account.ts';
import { floodAnswerChecks, judgeFlood } from './uploads/answer-check-flood.ts';
import { controlAttacks, ENDPOINT_PATHS, imageAttacks, pdfAttacks, type Attack } from './uploads/attacks.ts';
import { importAttacks } from './uploads/import-attacks.ts';
import { startHealthProber } from './uploads/health-prober.ts';
import { DroppedError, send, type Answer } from './uploads/http.ts';
import { bombCrowd } from './uploads/bomb-crowd.ts';
import { cpuMs, isAlive, treeRssMb } from './uploads/server-process.ts';

/**
 * Uploads under attack: hostile images and PDFs (script in disguise, polyglots, truncated files, pixel
 * and frame floods, decompression bombs, encrypted and scripted PDFs, wrong multipart shapes) thrown
 * at the built server, run as its own process. Each must get a clean 4xx with the right message, or a
 * clean success whose stored image is re-encoded and served safely; never a 5xx or a dropped
 * connection. GET /api/health is probed every 50 ms throughout: the server must stay responsive.
 * Then answer checking, the other endpoint a request can make costly, is flooded the same way
 * (uploads/answer-check-flood.ts).
 */

/** Health probes may be slow under attack, but not this slow at the 99th percentile. */
const MAX_PROBE_P99_MS = 500;
/**
 * Memory of the server and its PDF readers (processes of their own). Each of the two readers is
 * stopped past 512 MB (pdf-reader-options.ts); this leaves room for the 25 ms between its checks and
 * for the image decoder.
 */
const MAX_RSS_GROWTH_MB = 1536;

interface Row {
  attack: Attack;
  status: number | 'dropped';
  summary: string;
  ms: number;
  /** performance.now() when the attack was sent and when it was answered */
  sentAt: number;
  answeredAt: number;
  rssAfterMb: number;
  /** the server's CPU time while it answered (the prober's few requests included) */
  cpuMs: number;
  problems: string[];
}

async function summaryOf(baseUrl: string, answer: Answer): Promise<string> {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    if (typeof body.message === 'string') return body.message;
    if (typeof body.imageUrl === 'string') {
      const stored = await send(`${baseUrl}${body.imageUrl}`, { method: 'HEAD' });
      return `stored ${size(Number(stored.headers['content-length']))}: ${body.imageUrl}`;
    }
    if (typeof body.text === 'string') return `read: ${String(body.pageCount)} p., ${body.text.length} chars`;
  } catch {
    // not JSON
  }
  return answer.body.toString('utf8').slice(0, 50);
}

async function attack(baseUrl: string, pid: number, token: string, attack: Attack): Promise<Row> {
  const started = performance.now();
  const cpuBefore = cpuMs(pid);
  let row: Omit<Row, 'rssAfterMb' | 'sentAt' | 'answeredAt' | 'cpuMs'>;
  try {
    const answer = await send(`${baseUrl}${ENDPOINT_PATHS[attack.endpoint]}`, {
      method: 'POST',
      headers: { ...attack.request.headers, authorization: `Bearer ${token}` },
      body: attack.request.body,
    });
    const problems = await attack.expect.check(answer, { baseUrl, sent: attack.sent });
    if (answer.status >= 500) problems.unshift(`a ${answer.status}: the server failed`);
    row = { attack, status: answer.status, summary: await summaryOf(baseUrl, answer), ms: answer.ms, problems };
  } catch (err) {
    if (!(err instanceof DroppedError)) throw err;
    row = { attack, status: 'dropped', summary: err.message, ms: performance.now() - started, problems: [err.message] };
  }
  if (!isAlive(pid)) row.problems.push('the server process is gone');
  const alive = isAlive(pid);
  return {
    ...row,
    sentAt: started,
    answeredAt: performance.now(),
    rssAfterMb: alive ? treeRssMb(pid) : Number.NaN,
    cpuMs: alive ? cpuMs(pid) - cpuBefore : Number.NaN,
  };
}

/** A size as people say it: 4 KB, 2.0 MB. */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 2 ** 20) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

/** A figure in whole units, or a dash when there is none (no probe was sent during a quick answer). */
const orDash = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

function printTable(rows: Row[], slowestProbe: (from: number, to: number) => number) {
  console.info(
    `\n${'payload'.padEnd(58)} ${'to'.padEnd(5)} ${'sent'.padStart(8)} ${'expect'.padEnd(11)} ${'status'.padEnd(7)} ${'message'.padEnd(58)} ${'ms'.padStart(6)} ${'CPU ms'.padStart(7)} ${'RSS MB'.padStart(7)} ${'probe max'.padStart(9)}`,
  );
  for (const row of rows) {
    const mark = row.problems.length === 0 ? '✓' : '✗';
    console.info(
      `${mark} ${pad(row.attack.name, 56)} ${row.attack.endpoint.padEnd(5)} ${size(row.attack.request.body.length).padStart(8)} ${pad(row.attack.expect.label, 11)} ${String(row.status).padEnd(7)} ${pad(row.summary, 58)} ${row.ms.toFixed(0).padStart(6)} ${orDash(row.cpuMs).padStart(7)} ${row.rssAfterMb.toFixed(0).padStart(7)} ${orDash(slowestProbe(row.sentAt, row.answeredAt)).padStart(9)}`,
    );
  }
}

ensureBuilt();
const runStarted = performance.now();
const server = await startServer();
const failures: string[] = [];
try {
  const token = await signUp(server.url);
  // Every payload is made before the probing starts: making the bombs must not slow the prober.
  const attacks = [...(await imageAttacks()), ...(await pdfAttacks()), ...(await importAttacks())];
  const during = await controlAttacks('while bombs are read');
  const after = await controlAttacks('after the attack');
  const baselineRssMb = treeRssMb(server.pid);
  const prober = startHealthProber(server.url, server.pid);

  const rows: Row[] = [];
  for (const a of attacks.filter((a) => !a.slow)) rows.push(await attack(server.url, server.pid, token, a));
  // The bombs keep PDF readers busy for many seconds each: sent together, with an image upload and a
  // plain PDF a moment later (the PDF waits for a free reader, as the pool's queue intends).
  // Each bomb from an account of its own: a student reads one PDF at a time (a second is a 429).
  const slowAttacks = attacks.filter((a) => a.slow);
  const attackers = await Promise.all(slowAttacks.map(() => signUp(server.url)));
  const slow = slowAttacks.map((a, i) => attack(server.url, server.pid, attackers[i]!, a));
  const controls = new Promise((resolve) => setTimeout(resolve, 1000)).then(() =>
    Promise.all(during.map((a) => attack(server.url, server.pid, token, a))),
  );
  rows.push(...(await Promise.all(slow)), ...(await controls));
  for (const a of after) rows.push(await attack(server.url, server.pid, token, a));
  const crowd = await bombCrowd(server.url, server.pid);
  const probes = await prober.stop();

  printTable(rows, prober.slowestBetween);
  console.info(
    '(ms: until answered; CPU ms: the server’s CPU time meanwhile, all its threads, PDF readers apart; RSS MB: the server and its PDF readers after the answer; probe max: the slowest health probe sent meanwhile)',
  );
  const refusedOrRead = rows.filter((r) => r.problems.length === 0).length;
  console.info(`\n${refusedOrRead} of ${rows.length} payloads answered as expected.`);
  for (const row of rows)
    for (const problem of row.problems) failures.push(`${row.attack.endpoint} · ${row.attack.name}: ${problem}`);
  const serverErrors = rows.filter((r) => r.status === 'dropped' || r.status >= 500).length;
  console.info(`5xx answers or dropped connections: ${serverErrors}`);

  console.info(`\n${crowd.lines.join('\n')}`);
  for (const problem of crowd.problems) failures.push(`pdf · bomb crowd: ${problem}`);

  console.info(
    `\nHealth probes (GET /api/health every 50 ms, ${probes.probes} in ${((performance.now() - runStarted) / 1000).toFixed(0)} s):` +
      ` p50 ${probes.p50.toFixed(1)} ms, p99 ${probes.p99.toFixed(1)} ms, max ${probes.max.toFixed(1)} ms, failed ${probes.failures.length}`,
  );
  for (const failure of new Set(probes.failures)) failures.push(`health probe failed: ${failure}`);
  if (!(probes.p99 < MAX_PROBE_P99_MS))
    failures.push(`health probe p99 ${probes.p99.toFixed(0)} ms is over ${MAX_PROBE_P99_MS} ms`);

  const growth = probes.peakRssMb - baselineRssMb;
  console.info(
    `Server memory (with its PDF readers): ${baselineRssMb.toFixed(0)} MB before, peak ${probes.peakRssMb.toFixed(0)} MB (+${growth.toFixed(0)} MB),` +
      ` ${treeRssMb(server.pid).toFixed(0)} MB after`,
  );
  if (growth > MAX_RSS_GROWTH_MB)
    failures.push(`server memory grew by ${growth.toFixed(0)} MB, over ${MAX_RSS_GROWTH_MB} MB`);

  failures.push(...judgeFlood(await floodAnswerChecks(server.url, server.pid, token)));
  if (!isAlive(server.pid)) failures.push('the server process died');
} finally {
  await server.stop();
}

console.info(`Runtime: ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.error(`\n${failures.length} failure(s):`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.info('\nAll uploads refused or handled cleanly; the server stayed up and responsive.');
