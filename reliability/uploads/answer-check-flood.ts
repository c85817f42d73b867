import { readFileSync } from 'node:fs';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { percentile } from './health-prober.ts';
import { send } from './http.ts';
import { rssMb } from './server-process.ts';

/**
 * Answer checking as a denial of service (issue 16): 40 checks at once, each with all three fields
 * made costly at the longest a card side may be (5,000 characters of unit symbols, fractions, many
 * words, numbers, misspellings). Each must be graded, or turned away as busy with a 503; the health
 * endpoint, probed meanwhile, must stay quick; the server's CPU per check and its main thread's, and
 * its memory, are printed with their bounds.
 */

const CHECKS = 40;
/** What one check may cost the server in all (worker thread included), CPU time, at most. */
export const MAX_CPU_MS_PER_CHECK = 150;
/**
 * What one check may cost the main thread (the event loop), CPU time, at most: reading the request and
 * answering it (the probes' requests count too); grading it there cost 200–300 ms.
 */
export const MAX_MAIN_THREAD_MS_PER_CHECK = 25;
/** The health probes' 95th percentile during the flood, at most (it was 2.2 s with the checks on the event loop). */
export const MAX_PROBE_P95_MS = 500;

const fill = (piece: string) =>
  piece.repeat(Math.ceil(SetLimits.cardTextMax / piece.length)).slice(0, SetLimits.cardTextMax);

/** Hostile answers, card answers and questions: each costly to read or to compare. */
const HOSTILE: ReadonlyArray<[string, string, string]> = [
  [fill('3 kg m s^-2 '), fill('photosynthesis of light energy '), fill('what is it ')],
  [fill('½'), fill('½y '), fill('½')],
  [fill('alpha beta gamma delta epsilon zeta eta theta '), fill('nu xi omicron pi rho sigma tau '), fill('x² ')],
  [fill('1 2 3 4 5 6 7 8 9 '), fill('9.5 8.5 7.5 6.5 5.5 '), fill('in m/s ')],
  [fill('photosynthesys mitocondria '), fill('photosynthesis mitochondria chloroplast '), fill('é')],
];

export interface FloodFigures {
  checks: number;
  graded: number;
  busy: number;
  /** statuses other than 200 and 503, or dropped connections */
  failed: string[];
  wallMs: number;
  cpuMsPerCheck: number;
  mainThreadMsPerCheck: number;
  probes: number;
  probeP50: number;
  probeP95: number;
  probeMax: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** CPU milliseconds (user + system) of a process, or of one of its threads, from /proc (Linux). */
function cpuMs(pid: number, tid?: number): number {
  const stat = readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function floodAnswerChecks(baseUrl: string, pid: number, token: string): Promise<FloodFigures> {
  const probeMs: number[] = [];
  let peak = rssMb(pid);
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/health`)
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      probeMs.push(performance.now() - started);
      peak = Math.max(peak, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const rssBeforeMb = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const mainBefore = cpuMs(pid, pid);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CHECKS }, (_, i) => {
      const [userAnswer, correctAnswer, question] = HOSTILE[i % HOSTILE.length]!;
      return send(`${baseUrl}/api/semantic-answer/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: Buffer.from(JSON.stringify({ userAnswer, correctAnswer, question })),
      }).then(
        (answer) => String(answer.status),
        (err: unknown) => `dropped: ${(err as Error).message}`,
      );
    }),
  );
  const wallMs = performance.now() - started;
  const cpu = cpuMs(pid) - cpuBefore;
  const main = cpuMs(pid, pid) - mainBefore;
  probing = false;
  await prober;
  const sorted = [...probeMs].sort((a, b) => a - b);
  return {
    checks: CHECKS,
    graded: answers.filter((s) => s === '200').length,
    busy: answers.filter((s) => s === '503').length,
    failed: answers.filter((s) => s !== '200' && s !== '503'),
    wallMs,
    cpuMsPerCheck: cpu / CHECKS,
    mainThreadMsPerCheck: main / CHECKS,
    probes: probeMs.length,
    probeP50: percentile(sorted, 50),
    probeP95: percentile(sorted, 95),
    probeMax: sorted.at(-1) ?? Number.NaN,
    rssBeforeMb,
    rssPeakMb: peak,
  };
}

/** Prints the figures and returns what is wrong with them. */
export function judgeFlood(f: FloodFigures): string[] {
  console.info(
    `\nAnswer checks: ${f.checks} at once, every field ${SetLimits.cardTextMax.toLocaleString('en-US')} hostile characters:` +
      ` ${f.graded} graded, ${f.busy} busy (503), ${f.failed.length} failed, all answered in ${f.wallMs.toFixed(0)} ms`,
  );
  console.info(
    `  server CPU per check ${f.cpuMsPerCheck.toFixed(1)} ms (bound ${MAX_CPU_MS_PER_CHECK}),` +
      ` main thread ${f.mainThreadMsPerCheck.toFixed(1)} ms (bound ${MAX_MAIN_THREAD_MS_PER_CHECK});` +
      ` memory ${f.rssBeforeMb.toFixed(0)} MB before, peak ${f.rssPeakMb.toFixed(0)} MB`,
  );
  console.info(
    `  health probes meanwhile: ${f.probes}, p50 ${f.probeP50.toFixed(1)} ms, p95 ${f.probeP95.toFixed(1)} ms (bound ${MAX_PROBE_P95_MS}), max ${f.probeMax.toFixed(1)} ms`,
  );
  const problems = [...new Set(f.failed)].map(
    (status) => `${f.failed.filter((s) => s === status).length} answer check(s) got ${status}`,
  );
  if (f.graded === 0) problems.push('no answer check was graded');
  if (f.cpuMsPerCheck > MAX_CPU_MS_PER_CHECK)
    problems.push(`answer checks cost ${f.cpuMsPerCheck.toFixed(0)} ms of CPU each, over ${MAX_CPU_MS_PER_CHECK}`);
  if (f.mainThreadMsPerCheck > MAX_MAIN_THREAD_MS_PER_CHECK)
    problems.push(
      `answer checks held the main thread ${f.mainThreadMsPerCheck.toFixed(0)} ms each, over ${MAX_MAIN_THREAD_MS_PER_CHECK}`,
    );
  if (!(f.probeP95 <= MAX_PROBE_P95_MS))
    problems.push(
      `health probes' p95 was ${f.probeP95.toFixed(0)} ms during the answer checks, over ${MAX_PROBE_P95_MS}`,
    );
  return problems;
}
