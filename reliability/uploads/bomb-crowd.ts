import { defaultPdfReaderOptions } from '../../apps/server/src/modules/files/pdf-reader-options.ts';
import { signUp } from './account.ts';
import { send, type Answer } from './http.ts';
import { fileUpload, type RequestBody } from './multipart.ts';
import { operatorBombPdf, plainNotesPdf } from './pdf-payloads.ts';
import { treeCpuSeconds, treeRssMb } from './server-process.ts';

/**
 * A cheap denial of service, as a security review found it: a handful of free accounts each send a
 * 306 KB PDF whose content stream unpacks to 300 MB of `q Q` and holds no text, all at once, while a
 * student sends a real PDF a moment later. Every bomb must be refused as too complex or too slow, the
 * student's PDF must be read (not turned away as busy), and the memory must be given back. Prints
 * what the bombs cost (wall time, CPU of the server and its PDF readers, memory) beside the bounds.
 */

const ATTACKERS = 6;
/** Memory the server (with its readers) may still hold 5 s after the bombs, over what it held before. */
const MAX_HELD_MB = 300;
const TOO_COMPLEX = 'This PDF is too complex to read.';
const TOO_SLOW = 'This PDF took too long to read.';

export interface BombCrowdFigures {
  lines: string[];
  problems: string[];
}

function message(answer: Answer): string {
  try {
    return String((JSON.parse(answer.body.toString('utf8')) as { message?: unknown }).message);
  } catch {
    return answer.body.toString('utf8').slice(0, 60);
  }
}

export async function bombCrowd(baseUrl: string, pid: number): Promise<BombCrowdFigures> {
  const bombPdf = operatorBombPdf(300);
  const bomb = fileUpload('pdfFile', 'notes.pdf', 'application/pdf', bombPdf);
  const notes = fileUpload('pdfFile', 'notes.pdf', 'application/pdf', plainNotesPdf());
  const attackers = await Promise.all(Array.from({ length: ATTACKERS }, () => signUp(baseUrl)));
  const student = await signUp(baseUrl);
  const post = (token: string, request: RequestBody) =>
    send(`${baseUrl}/api/files/parse-pdf`, {
      method: 'POST',
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: request.body,
      timeoutMs: 120_000,
    });

  const rssBefore = treeRssMb(pid);
  const cpuBefore = treeCpuSeconds(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 25);
  const started = performance.now();
  const bombs = Promise.all(attackers.map((token) => post(token, bomb)));
  const read = new Promise((resolve) => setTimeout(resolve, 1000)).then(() => post(student, notes));
  const [answers, studentAnswer] = await Promise.all([bombs, read]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // Readers stopped at the end are waited for by the server before their CPU time is counted.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cpu = treeCpuSeconds(pid) - cpuBefore;
  await new Promise((resolve) => setTimeout(resolve, 4500));
  const held = treeRssMb(pid);

  const problems: string[] = [];
  for (const [i, answer] of answers.entries()) {
    if (answer.status !== 422 || ![TOO_COMPLEX, TOO_SLOW].includes(message(answer)))
      problems.push(`bomb ${i + 1}: expected 422 "${TOO_COMPLEX}", got ${answer.status} "${message(answer)}"`);
  }
  if (studentAnswer.status !== 200)
    problems.push(`the student's PDF: expected 200, got ${studentAnswer.status} "${message(studentAnswer)}"`);
  if (held - rssBefore > MAX_HELD_MB)
    problems.push(`${(held - rssBefore).toFixed(0)} MB still held 5 s after the bombs, over ${MAX_HELD_MB} MB`);

  const o = defaultPdfReaderOptions;
  const refusedCount = answers.filter((a) => a.status === 422).length;
  const lines = [
    `PDF bomb from ${ATTACKERS} accounts at once: ${Math.round(bombPdf.length / 1024)} KB, 300 MB of \`q Q\` and no text each`,
    `  bounds per document: ${o.maxContentObjects.toLocaleString('en')} content stream objects, ${o.maxDecodedMb} MB decoded,` +
      ` ${o.maxCpuMs / 1000} s of CPU (${o.timeoutMs / 1000} s wall), ${o.maxReaderMemoryMb} MB per reader (${o.workers} readers)`,
    `  ${refusedCount} of ${ATTACKERS} refused (422), the last ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1)} s after they were sent;` +
      ` a student's PDF sent 1 s in: ${studentAnswer.status} after ${(studentAnswer.ms / 1000).toFixed(1)} s (all answered in ${seconds.toFixed(1)} s)`,
    `  CPU (server and readers): ${cpu.toFixed(1)} s in all, ${(cpu / ATTACKERS).toFixed(2)} s a bomb`,
    `  memory (server and readers): ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, ${held.toFixed(0)} MB 5 s after`,
  ];
  return { lines, problems };
}
