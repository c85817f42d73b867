import { pathToFileURL } from 'node:url';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { checkAnswerLocally, INLINE_CHECK_CHARS } from '@coursecards/ai-engine';

/**
 * The answer checker's worst case. Adversarial inputs, every field at the longest a card side may be
 * (5,000 characters): each hostile piece repeated (long words, numbers, number words, units,
 * fractions, accents, acronyms, names…) in every field and against ordinary text, then a seeded
 * random search that keeps changing the slowest input found. Checks that long are graded in the
 * answer checker's worker thread; the same inputs cut to the size graded on the event loop give the
 * longest the event loop may be held. Figures, never pass/fail.
 *
 *   npx tsx bench/answer-check.ts [--search-ms 10000]
 */

const MAX: number = SetLimits.cardTextMax;

/** Pieces a hostile answer is made of: each has been, or could be, costly to read. */
export const HOSTILE_PIECES: readonly string[] = [
  'a',
  'photosynthesis ',
  'photosynthesys ',
  'ab ',
  'x ',
  'alpha beta gamma delta epsilon zeta eta theta ',
  '1 ',
  '1.5 ',
  '1,000 ',
  '1 000 ',
  '1.',
  '2,',
  '3/4 ',
  '½',
  '¼ ',
  'x²',
  '10^3 ',
  '6.022e23 ',
  '6.022 × 10^23 ',
  '5 m/s ',
  '3 kg m s^-2 ',
  '37 °C ',
  '9.81 metres per second per second ',
  'one ',
  'one two three ',
  'seventeen eighty-nine ',
  'a half ',
  'three quarters ',
  'VIII ',
  'Henry V ',
  'é',
  'naïve café ',
  'e\u0301',
  '😀',
  'ABC ',
  'Alpha Beta Charlie ',
  'D.N.A.',
  'semi-permeable ',
  'a-',
  'cat, dog, ',
  ' and ',
  "don't ",
  "l'eau ",
  'because ',
  'caused by ',
  'from a to b ',
  'into ',
  'not ',
  'Charles Darwin ',
  'many sellers ',
  'increases ',
  'mitocondria ',
  '+ - = / * ^ ',
  '+/-',
  '$5 ',
  '50 % ',
  'goes up ',
  'takes in ',
  '( [ { ',
  '. ',
  'O(n log n) ',
  'PV = nRT ',
];

export const fill = (piece: string, length: number = MAX): string =>
  piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

export interface TimedCheck {
  name: string;
  ms: number;
  fields: [userAnswer: string, correctAnswer: string, question: string];
}

/**
 * The CPU time of a check, the best of a few runs: a busy machine adds to a run, never takes from it
 * (CPU time rather than wall time, so other processes' turns on the cores are not counted).
 */
export function timeCheck(fields: TimedCheck['fields'], runs = 3): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const started = process.cpuUsage();
    checkAnswerLocally(...fields);
    const { user, system } = process.cpuUsage(started);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}

/** Each piece in all three fields, and against ordinary text in each field in turn. */
function* structuredInputs(length: number): Generator<Omit<TimedCheck, 'ms'>> {
  const prose = fill('photosynthesis of light energy in the chloroplast ', length);
  for (const a of HOSTILE_PIECES) {
    const piece = fill(a, length);
    const other = fill(`${a.trim()}y `, length);
    const name = a.trim() || JSON.stringify(a);
    yield { name: `"${name}" in all three fields`, fields: [piece, other, piece] };
    yield { name: `"${name}" typed`, fields: [piece, prose, fill('what is it ', length)] };
    yield { name: `"${name}" on the card`, fields: [prose, piece, fill('what is it ', length)] };
    yield { name: `"${name}" in the question`, fields: [prose, fill('light ', length), piece] };
  }
}

/** A small deterministic generator (mulberry32), so a search can be replayed from its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function randomText(next: () => number): string {
  const pieces: string[] = [];
  const kinds = 1 + Math.floor(next() * 6);
  for (let k = 0; k < kinds; k++) pieces.push(HOSTILE_PIECES[Math.floor(next() * HOSTILE_PIECES.length)]!);
  let text = '';
  while (text.length < MAX) text += pieces[Math.floor(next() * pieces.length)]!;
  return text.slice(0, MAX);
}

/** Changes a slice of one field to random pieces. */
function mutate(fields: TimedCheck['fields'], next: () => number): TimedCheck['fields'] {
  const out = [...fields] as TimedCheck['fields'];
  const which = Math.floor(next() * 3);
  const field = out[which]!;
  const at = Math.floor(next() * field.length);
  const length = Math.floor(next() * 800);
  out[which] = (field.slice(0, at) + randomText(next).slice(0, length) + field.slice(at + length)).slice(0, MAX);
  return out;
}

export interface WorstCase {
  checks: number;
  /** the slowest checks with every field as long as a card side may be (what the worker thread spends) */
  slowest: TimedCheck[];
  /** the slowest check short enough to be graded on the event loop */
  slowestInline: TimedCheck;
  /** a typical short check, for scale */
  typicalMs: number;
}

/** The slowest checks of a set of inputs, each timed once, then the ten slowest again (best of five). */
function slowestOf(inputs: Iterable<Omit<TimedCheck, 'ms'>>): { checks: number; slowest: TimedCheck[] } {
  const found: TimedCheck[] = [];
  for (const input of inputs) found.push({ ...input, ms: timeCheck(input.fields, 1) });
  found.sort((a, b) => b.ms - a.ms);
  const slowest = found
    .slice(0, 10)
    .map((c) => ({ ...c, ms: timeCheck(c.fields, 5) }))
    .sort((a, b) => b.ms - a.ms);
  return { checks: found.length, slowest };
}

/**
 * The slowest checks found: every structured input at the longest a card side may be, then a random
 * search for `searchMs` that keeps changing the slowest; and the structured inputs cut to the
 * longest checks graded on the event loop.
 */
export function findWorstCase({ searchMs = 10_000, seed = 1 } = {}): WorstCase {
  checkAnswerLocally('mitocondria', 'Mitochondria', 'Which organelle makes most of the cell’s ATP?');
  const structured = slowestOf(structuredInputs(MAX));
  const found = [...structured.slowest];
  let checks = structured.checks;
  const next = random(seed);
  const deadline = performance.now() + searchMs;
  let round = 0;
  while (performance.now() < deadline) {
    // half the time a fresh random input, half the time a change to one of the slowest so far
    const base = found[Math.floor(next() * Math.min(8, found.length))]!;
    const fields =
      next() < 0.5 ? ([randomText(next), randomText(next), randomText(next)] as const) : mutate(base.fields, next);
    const ms = timeCheck([...fields], 1);
    checks++;
    if (ms > found[found.length - 1]!.ms) {
      found.push({ name: `random search #${++round} (seed ${seed})`, fields: [...fields], ms });
      found.sort((a, b) => b.ms - a.ms);
      found.length = Math.min(found.length, 20);
    }
  }
  const slowest = found
    .slice(0, 10)
    .map((c) => ({ ...c, ms: timeCheck(c.fields, 5) }))
    .sort((a, b) => b.ms - a.ms);
  // the inline limit shared between the fields in every way the structured inputs do
  const third = Math.floor(INLINE_CHECK_CHARS / 3);
  const inline = slowestOf(
    (function* () {
      for (const input of structuredInputs(third)) yield input;
      for (const input of structuredInputs(INLINE_CHECK_CHARS - 2)) {
        const [typed, card] = input.fields;
        yield { name: `${input.name}, one field`, fields: [typed.slice(0, INLINE_CHECK_CHARS - 2), 'x', ''] as const };
        yield { name: `${input.name}, card only`, fields: ['x', card.slice(0, INLINE_CHECK_CHARS - 2), ''] as const };
      }
    })(),
  );
  const typicalMs = timeCheck(['the mitochondria', 'Mitochondria', 'Which organelle makes ATP?'], 50);
  return { checks: checks + inline.checks, slowest, slowestInline: inline.slowest[0]!, typicalMs };
}

export function printWorstCase(w: WorstCase): void {
  console.info(`Answer checking, worst case (${w.checks.toLocaleString('en-US')} hostile checks, CPU time):`);
  console.info(`  every field ${MAX.toLocaleString('en-US')} characters (graded in the worker thread):`);
  for (const c of w.slowest.slice(0, 5)) console.info(`  ${c.ms.toFixed(1).padStart(7)} ms  ${c.name}`);
  console.info(
    `  worst check: ${w.slowest[0]!.ms.toFixed(1)} ms in the worker thread; worst check graded on the event loop` +
      ` (≤ ${INLINE_CHECK_CHARS} characters in all): ${w.slowestInline.ms.toFixed(2)} ms (${w.slowestInline.name});` +
      ` a typical check ${(w.typicalMs * 1000).toFixed(0)} µs`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--search-ms');
  printWorstCase(findWorstCase({ searchMs: at > 0 ? Number(process.argv[at + 1]) : 10_000 }));
}
