import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildAnkiPackage, type ExportCard } from '../apps/server/src/modules/import/anki-export.ts';
import { signUpThroughApi } from '../apps/server/test/accounts.ts';
import { buildTestApp } from '../apps/server/test/build-test-app.ts';
import { multipartFile } from '../apps/server/test/uploads.ts';

/**
 * Importing a large Anki package: 5,000 Basic notes, 200 of them with a photo (640×480 JPEG),
 * through POST /api/import/preview on the whole app (in process, from source). Time, the memory the
 * process takes on top of what it held before (resident set, sampled), and how long the main event
 * loop was held up meanwhile. Figures, never pass/fail.
 *
 *   npx tsx bench/anki-import.ts
 */
const NOTES = 5_000;
const IMAGES = 200;
const RUNS = 3;

export interface AnkiImportFigures {
  packageBytes: number;
  cards: number;
  images: number;
  /** each run's time, in order (the first starts the worker thread from source through tsx) */
  runsMs: number[];
  medianMs: number;
  /** the most resident memory above the level before the run, over all runs */
  extraRssMb: number;
  maxEventLoopDelayMs: number;
  p99EventLoopDelayMs: number;
}

async function photo(i: number): Promise<Uint8Array> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
      noise: { type: 'gaussian', mean: 0, sigma: 20 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function buildLargePackage(): Promise<Uint8Array> {
  const media = new Map<string, Uint8Array>();
  for (let i = 0; i < IMAGES; i++) media.set(`photo-${i}.jpg`, await photo(i));
  const cards: ExportCard[] = Array.from({ length: NOTES }, (_, i) => ({
    question: `Term ${i}: what does the ${i % 7 === 0 ? 'enzyme' : 'structure'} number ${i} do?`,
    answer: `Definition ${i}, with an equation x² + ${i}·y = √${i} and a second line\nof explanation.`,
    questionImage: i % (NOTES / IMAGES) === 0 ? `photo-${i / (NOTES / IMAGES)}.jpg` : null,
    answerImage: null,
  }));
  return buildAnkiPackage({
    deckName: 'Large deck',
    description: '',
    cards,
    media,
    now: Math.floor(Date.now() / 1000),
  });
}

export async function measureAnkiImport(): Promise<AnkiImportFigures> {
  const apkg = await buildLargePackage();
  const t = await buildTestApp();
  try {
    const runsMs: number[] = [];
    let extraRss = 0;
    let cards = 0;
    let images = 0;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    for (let run = 0; run < RUNS; run++) {
      // A fresh student each run: the images of a run count against one account's storage.
      const student = await signUpThroughApi(t.app);
      const body = multipartFile('file', 'large.apkg', 'application/octet-stream', Buffer.from(apkg));
      global.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 20);
      delay.enable();
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/import/preview',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${student.token}` },
      });
      runsMs.push(performance.now() - started);
      delay.disable();
      clearInterval(sampler);
      if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const preview = res.json<{ cards: { questionImage: string | null }[] }>();
      cards = preview.cards.length;
      images = preview.cards.filter((c) => c.questionImage).length;
      extraRss = Math.max(extraRss, peak - before);
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return {
      packageBytes: apkg.length,
      cards,
      images,
      runsMs,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      extraRssMb: extraRss / 2 ** 20,
      maxEventLoopDelayMs: delay.max / 1e6,
      p99EventLoopDelayMs: delay.percentile(99) / 1e6,
    };
  } finally {
    await t.app.close();
  }
}

export function printAnkiImport(f: AnkiImportFigures): void {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.info(
    `Anki import: ${(f.packageBytes / 2 ** 20).toFixed(1)} MB package, ${f.cards} cards, ${f.images} with an image`,
  );
  console.info(
    `  runs: ${f.runsMs.map(ms).join(', ')} (median ${ms(f.medianMs)}; the first starts the worker from source)`,
  );
  console.info(`  extra resident memory at the peak: ${f.extraRssMb.toFixed(0)} MB`);
  console.info(
    `  main event loop while importing: longest delay ${f.maxEventLoopDelayMs.toFixed(1)} ms, p99 ${f.p99EventLoopDelayMs.toFixed(1)} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printAnkiImport(await measureAnkiImport());
}
