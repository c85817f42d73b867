import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crowdedPdf, inflationBombPdf, LECTURE_NOTES_TEXT, slowPdf } from '../../../test/fixtures/pdf/pdf-builders.ts';
import { PdfReaderPool, PdfReadError, type PdfReaderOptions } from './pdf-reader-pool.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../test/fixtures/pdf', name));
const lectureNotes = fixture('lecture-notes.pdf');

/** How a read ended: the text's page count, or the failure. */
const outcome = (read: Promise<{ pageCount: number }>) =>
  read.then(
    (r) => ({ pages: r.pageCount }),
    (err: unknown) => ({ failure: err instanceof PdfReadError ? err.failure : String(err) }),
  );

// Workers start from source through tsx here, and some documents are made to be slow.
describe('PdfReaderPool', { timeout: 60_000 }, () => {
  const pools: PdfReaderPool[] = [];
  const workerErrors: Error[] = [];
  const newPool = (options: Partial<PdfReaderOptions> = {}) => {
    const pool = new PdfReaderPool(options, (err) => workerErrors.push(err));
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
    workerErrors.splice(0);
  });

  it('reads a document in a worker thread, which it starts on first use and keeps for the next', async () => {
    const pool = newPool();
    expect(pool.stats()).toMatchObject({ workers: 0, started: 0 });
    await expect(pool.read(lectureNotes)).resolves.toEqual({ text: LECTURE_NOTES_TEXT, pageCount: 3 });
    await expect(pool.read(lectureNotes)).resolves.toMatchObject({ pageCount: 3 });
    expect(pool.stats()).toMatchObject({ workers: 1, reading: 0, queued: 0, started: 1 });
  });

  it('tells a password-protected file from a damaged one, and the worker carries on', async () => {
    const pool = newPool({ workers: 1 });
    expect(await outcome(pool.read(fixture('password-protected.pdf')))).toEqual({ failure: 'password' });
    expect(await outcome(pool.read(fixture('truncated.pdf')))).toEqual({ failure: 'damaged' });
    expect(await outcome(pool.read(Buffer.from('%PDF-1.7\nnothing else')))).toEqual({ failure: 'damaged' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(1);
    expect(workerErrors).toEqual([]);
  });

  it('terminates a worker that overruns the time bound and reads the next document with a new one', async () => {
    // The slow document needs far longer than the bound here; the lecture notes far less.
    const pool = newPool({ workers: 1, timeoutMs: 5000 });
    expect(await outcome(pool.read(slowPdf(400, 20_000)))).toEqual({ failure: 'timeout' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats()).toMatchObject({ workers: 1, started: 2 });
  });

  it('replaces a worker that runs out of heap, and reads the next document', async () => {
    const pool = newPool({ workers: 1, maxOldGenerationSizeMb: 64 });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(await outcome(pool.read(crowdedPdf(100_000)))).toEqual({ failure: 'too-complex' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(2);
  });

  it('stops a worker whose document inflates past the memory bound, and reads the next document', async () => {
    const bomb = await inflationBombPdf(1024);
    const pool = newPool({ workers: 1, maxMemoryGrowthMb: 400 });
    expect(await outcome(pool.read(bomb))).toEqual({ failure: 'too-complex' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(2);
  });

  it('reads as many documents at once as it has workers, queues a few, and turns the rest away as busy', async () => {
    const pool = newPool({ workers: 2, maxQueue: 2 });
    const reads = Array.from({ length: 7 }, () => pool.read(lectureNotes));
    expect(pool.isFull()).toBe(true);
    expect(pool.stats()).toMatchObject({ reading: 2, queued: 2 });
    const outcomes = await Promise.all(reads.map(outcome));
    expect(outcomes.filter((o) => 'pages' in o)).toEqual(Array(4).fill({ pages: 3 }));
    expect(outcomes.filter((o) => 'failure' in o)).toEqual(Array(3).fill({ failure: 'busy' }));
    for (const read of reads.slice(0, 4)) await expect(read).resolves.toHaveProperty('text', LECTURE_NOTES_TEXT);
    expect(pool.isFull()).toBe(false);
  });

  it('turns a queued document away when no worker frees up in time', async () => {
    const pool = newPool({ workers: 1, maxQueue: 1, queueWaitMs: 200 });
    const slow = outcome(pool.read(slowPdf(400, 20_000)));
    expect(await outcome(pool.read(lectureNotes))).toEqual({ failure: 'busy' });
    await pool.close();
    expect(await slow).toEqual({ failure: 'busy' });
  });

  it('stops idle workers, and workers that have read their share of documents', async () => {
    const idle = newPool({ idleMs: 50 });
    await idle.read(lectureNotes);
    await vi.waitFor(() => expect(idle.stats().workers).toBe(0));

    const recycled = newPool({ workers: 1, documentsPerWorker: 2 });
    for (let i = 0; i < 3; i++) await recycled.read(lectureNotes);
    expect(recycled.stats().started).toBe(2);
  });

  it('turns documents away once closed', async () => {
    const pool = newPool();
    await pool.close();
    expect(await outcome(pool.read(lectureNotes))).toEqual({ failure: 'busy' });
    expect(pool.stats().started).toBe(0);
  });
});
