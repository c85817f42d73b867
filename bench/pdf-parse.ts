import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PdfReaderPool } from '../apps/server/src/modules/files/pdf-reader-pool.ts';
import { longTextPdf } from '../apps/server/test/fixtures/pdf/pdf-builders.ts';

/**
 * PDF extraction speed: a 50-page text book chapter (headings, wrapped paragraphs, running header and
 * page numbers) read through the pool of reader processes the API uses. Figures, never pass/fail.
 *
 *   npx tsx bench/pdf-parse.ts
 */
const PAGES = 50;
const WARM_RUNS = 7;

export interface PdfParseFigures {
  pages: number;
  bytes: number;
  textChars: number;
  /** the first read: starting the reader process (here from source, through tsx) and loading pdf.js */
  coldMs: number;
  /** median of the warm reads */
  totalMs: number;
  msPerPage: number;
  /** the longest the main thread's event loop was held up while the documents were read */
  maxEventLoopDelayMs: number;
}

export async function measurePdfParse(): Promise<PdfParseFigures> {
  const pdf = await longTextPdf(PAGES);
  const pool = new PdfReaderPool({ workers: 1 });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  try {
    delay.enable();
    let started = performance.now();
    const first = await pool.read(pdf);
    const coldMs = performance.now() - started;

    const runs: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      started = performance.now();
      await pool.read(pdf);
      runs.push(performance.now() - started);
    }
    delay.disable();
    runs.sort((a, b) => a - b);
    const totalMs = runs[Math.floor(runs.length / 2)]!;
    return {
      pages: first.pageCount,
      bytes: pdf.length,
      textChars: first.text.length,
      coldMs,
      totalMs,
      msPerPage: totalMs / first.pageCount,
      maxEventLoopDelayMs: delay.max / 1e6,
    };
  } finally {
    await pool.close();
  }
}

export function printPdfParse(f: PdfParseFigures): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.info(`PDF extraction: ${f.pages} pages, ${Math.round(f.bytes / 1024)} KB, ${f.textChars} characters of text`);
  console.info(`  warm (median of ${WARM_RUNS}): ${ms(f.totalMs)} = ${ms(f.msPerPage)} per page`);
  console.info(`  cold (reader process start + pdf.js load + read): ${ms(f.coldMs)}`);
  console.info(`  main event loop, longest delay while reading: ${ms(f.maxEventLoopDelayMs)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printPdfParse(await measurePdfParse());
}
