import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  crowdedPdf,
  inflationBombPdf,
  LECTURE_NOTES_TEXT,
  operatorBombPdf,
  slowPdf,
} from '../../../test/fixtures/pdf/pdf-builders.ts';
import { PdfReadError, type PdfReaderOptions } from './pdf-reader-options.ts';
import { PdfReaderPool } from './pdf-reader-pool.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../test/fixtures/pdf', name));
const lectureNotes = fixture('lecture-notes.pdf');

/** No work budget and no CPU bound: for the bounds the budget would otherwise reach first. */
const unbounded = { maxContentObjects: 1e12, maxDecodedMb: 1e6, maxCpuMs: 1e6 } satisfies Partial<PdfReaderOptions>;

/** How a read ended: the text's page count, or the failure. */
const outcome = (read: Promise<{ pageCount: number }>) =>
  read.then(
    (r) => ({ pages: r.pageCount }),
    (err: unknown) => ({ failure: err instanceof PdfReadError ? err.failure : String(err) }),
  );

/** Why a read failed, in the reader's words. */
const detail = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );

/** Linux tells a process's CPU time and memory; elsewhere only the work budget, heap and wall clock bound a document. */
const usageKnown = existsSync('/proc/self/stat');

// Readers start from source through tsx here, and some documents are made to be slow.
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

  it('reads a document in a reader process, which it starts on first use and keeps for the next', async () => {
    const pool = newPool();
    expect(pool.stats()).toMatchObject({ workers: 0, started: 0 });
    await expect(pool.read(lectureNotes)).resolves.toEqual({ text: LECTURE_NOTES_TEXT, pageCount: 3 });
    await expect(pool.read(lectureNotes)).resolves.toMatchObject({ pageCount: 3 });
    expect(pool.stats()).toMatchObject({ workers: 1, reading: 0, queued: 0, started: 1 });
  });

  it('tells a password-protected file from a damaged one, and the reader carries on', async () => {
    const pool = newPool({ workers: 1 });
    expect(await outcome(pool.read(fixture('password-protected.pdf')))).toEqual({ failure: 'password' });
    expect(await outcome(pool.read(fixture('truncated.pdf')))).toEqual({ failure: 'damaged' });
    expect(await outcome(pool.read(Buffer.from('%PDF-1.7\nnothing else')))).toEqual({ failure: 'damaged' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(1);
    expect(workerErrors).toEqual([]);
  });

  it('stops a reader that overruns the time bound and reads the next document with a new one', async () => {
    // The slow document needs far longer than the bound here; the lecture notes far less.
    const pool = newPool({ workers: 1, timeoutMs: 5000, ...unbounded });
    expect(await outcome(pool.read(slowPdf(400, 20_000)))).toEqual({ failure: 'timeout' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats()).toMatchObject({ workers: 1, started: 2 });
  });

  it('replaces a reader that runs out of heap, and reads the next document', async () => {
    const pool = newPool({ workers: 1, maxOldGenerationSizeMb: 64, ...unbounded });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(await outcome(pool.read(crowdedPdf(100_000)))).toEqual({ failure: 'too-complex' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(2);
  });

  it.runIf(usageKnown)(
    'stops a reader whose document inflates past the memory bound, and reads the next document',
    async () => {
      const bomb = await inflationBombPdf(1024);
      const pool = newPool({ workers: 1, maxReaderMemoryMb: 400, ...unbounded });
      expect(await outcome(pool.read(bomb))).toEqual({ failure: 'too-complex' });
      expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
      expect(pool.stats().started).toBe(2);
    },
  );

  it('refuses a document that reads more content stream objects than its budget, and replaces the reader', async () => {
    // 20 MB of `q Q` and no text: 10.5 million operators, over the default budget of 4 million. The
    // memory and time bounds are far away, so only the budget can stop it.
    const pool = newPool({ workers: 1, maxReaderMemoryMb: 100_000, maxCpuMs: 1e6, timeoutMs: 1e6 });
    const bomb = pool.read(operatorBombPdf(20));
    expect(await detail(bomb)).toBe('the document needs over 4000000 content stream objects');
    expect(await outcome(bomb)).toEqual({ failure: 'too-complex' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(2);
  });

  it('refuses a document that decodes more bytes than its budget', async () => {
    // 128 MB of spaces, then a line of text: inflated whole, it would be read.
    const pool = newPool({ workers: 1, maxReaderMemoryMb: 100_000, maxCpuMs: 1e6, timeoutMs: 1e6 });
    const bomb = pool.read(await inflationBombPdf(128));
    expect(await detail(bomb)).toBe(`the document needs over ${64 * 2 ** 20} decoded bytes`);
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
  });

  it.runIf(usageKnown)('stops a document that overruns its CPU time, with a new reader for the next', async () => {
    // Within any work budget here, and far from the wall-clock bound: only its CPU time can stop it.
    const pool = newPool({ workers: 1, ...unbounded, maxCpuMs: 500, timeoutMs: 1e6 });
    const slow = pool.read(slowPdf(400, 20_000));
    expect(await detail(slow)).toBe('the document took over 500 ms of CPU');
    expect(await outcome(slow)).toEqual({ failure: 'timeout' });
    expect(await outcome(pool.read(lectureNotes))).toEqual({ pages: 3 });
    expect(pool.stats().started).toBe(2);
  });

  it('replaces a reader after a heavy document, giving back what it decoded', async () => {
    // The lecture notes decode a few kilobytes: heavy, with no allowance at all.
    const pool = newPool({ workers: 1, heavyDecodedMb: 0 });
    await pool.read(lectureNotes);
    await pool.read(lectureNotes);
    expect(pool.stats()).toMatchObject({ started: 2 });
  });

  it('takes waiting documents in order of how little their owners have used the readers lately', async () => {
    const pool = newPool({ workers: 1, maxQueue: 4, fairnessAllowanceMs: 0 });
    await pool.read(lectureNotes, 'busy-student');
    const finished: string[] = [];
    const reads = ['first', 'busy-student', 'fresh-student'].map((owner) =>
      pool.read(lectureNotes, owner).then(() => finished.push(owner)),
    );
    // "first" took the free reader at once; the other two waited, and the one with no use goes first.
    expect(pool.stats()).toMatchObject({ reading: 1, queued: 2 });
    await Promise.all(reads);
    expect(finished).toEqual(['first', 'fresh-student', 'busy-student']);
  });

  it("gives a full queue's place of a heavy user to someone who has used the readers less", async () => {
    const pool = newPool({ workers: 1, maxQueue: 1, fairnessAllowanceMs: 0 });
    await pool.read(lectureNotes, 'busy-student');
    const reading = outcome(pool.read(lectureNotes, 'first'));
    const displaced = outcome(pool.read(lectureNotes, 'busy-student'));
    expect(pool.isFull('busy-student')).toBe(true);
    expect(pool.isFull('fresh-student')).toBe(false);
    const fresh = outcome(pool.read(lectureNotes, 'fresh-student'));
    // Nobody waiting has used the readers more than a second fresh student: turned away.
    expect(pool.isFull('another-fresh-student')).toBe(true);
    expect(await outcome(pool.read(lectureNotes, 'another-fresh-student'))).toEqual({ failure: 'busy' });
    expect(await displaced).toEqual({ failure: 'busy' });
    expect(await reading).toEqual({ pages: 3 });
    expect(await fresh).toEqual({ pages: 3 });
  });

  it('does not count a little use against anyone: waiting documents then go in turn', async () => {
    const pool = newPool({ workers: 1, maxQueue: 4, fairnessAllowanceMs: 60_000 });
    await pool.read(lectureNotes, 'student');
    const finished: string[] = [];
    const reads = ['first', 'student', 'stranger'].map((owner) =>
      pool.read(lectureNotes, owner).then(() => finished.push(owner)),
    );
    await Promise.all(reads);
    expect(finished).toEqual(['first', 'student', 'stranger']);
  });

  it('reads as many documents at once as it has readers, queues a few, and turns the rest away as busy', async () => {
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

  it('turns a queued document away when no reader frees up in time', async () => {
    const pool = newPool({ workers: 1, maxQueue: 1, queueWaitMs: 200 });
    const slow = outcome(pool.read(slowPdf(400, 20_000)));
    expect(await outcome(pool.read(lectureNotes))).toEqual({ failure: 'busy' });
    await pool.close();
    expect(await slow).toEqual({ failure: 'busy' });
  });

  it('stops idle readers, and readers that have read their share of documents', async () => {
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
