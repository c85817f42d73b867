import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ImageStore } from './image-store.ts';
import { claimForCollection, deleteUploadRow, markInUse, markUnused, uploadsPage } from './uploads.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long an image no card shows is kept: a student may take an image out of a set and put it
 * back, or upload images for a set not saved yet. An image whose account is gone has no such grace.
 */
export const UNUSED_GRACE_MS = 24 * HOUR;
/** How often each app process looks for unused images. */
export const COLLECT_EVERY_MS = HOUR;
/** A collection claimed this long ago never finished (the process stopped, the store failed): retry it. */
export const STALE_COLLECTION_MS = 10 * MINUTE;
/** Uploads read per query, so no statement holds the database for long. */
const PAGE = 500;

export interface CollectionReport {
  /** uploads looked at */
  checked: number;
  /** uploads whose grace period began in this run */
  nowUnused: number;
  deleted: number;
  bytesFreed: number;
  /** deletions the store refused: retried by a later run */
  failed: number;
}

/**
 * One pass over every upload: a card shows it (kept, any grace period ended), no card shows it (its
 * grace period begins, or has run out: deleted). Safe with any number of app processes at once:
 * each step is a conditional write, and only the process that claimed an upload deletes it. The
 * store's object goes before the row, so a pass cut short leaves a claimed row to retry, never an
 * object nobody knows about.
 */
export async function collectUnusedImages(
  db: Kysely<DB>,
  store: ImageStore,
  clock: Clock,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<CollectionReport> {
  const report: CollectionReport = { checked: 0, nowUnused: 0, deleted: 0, bytesFreed: 0, failed: 0 };
  const now = clock.now();
  const unusedBefore = now - UNUSED_GRACE_MS;
  const staleBefore = now - STALE_COLLECTION_MS;
  for (let after = ''; ;) {
    const page = await uploadsPage(db, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    report.checked += page.length;
    await markInUse(
      db,
      page.filter((u) => u.in_use && u.unused_since !== null && u.collecting_since === null).map((u) => u.id),
    );
    const nowUnused = page.filter((u) => !u.in_use && u.unused_since === null && u.collecting_since === null);
    await markUnused(
      db,
      nowUnused.map((u) => u.id),
      now,
    );
    report.nowUnused += nowUnused.length;
    const candidates = page.filter(
      (u) =>
        !u.in_use &&
        (u.collecting_since !== null
          ? u.collecting_since <= staleBefore
          : u.owner_id === null || (u.unused_since !== null && u.unused_since <= unusedBefore)),
    );
    for (const upload of candidates) {
      if (!(await claimForCollection(db, upload.id, now, unusedBefore, staleBefore))) continue;
      try {
        await store.delete(upload.key);
      } catch (err) {
        report.failed++;
        log?.warn({ err, key: upload.key }, 'an unused image could not be deleted; a later run retries');
        continue;
      }
      await deleteUploadRow(db, upload.id);
      report.deleted++;
      report.bytesFreed += upload.bytes;
    }
  }
  return report;
}

/**
 * Runs the collection in the background of an app process: a first pass a few minutes after start,
 * then every COLLECT_EVERY_MS, each delay jittered so that several processes rarely run together
 * (nothing breaks when they do). A pass never overlaps the previous one.
 */
export class ImageCollector {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: ImageStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = COLLECT_EVERY_MS,
  ) {}

  start(firstAfterMs = 2 * MINUTE): void {
    this.stopped = false;
    this.schedule(firstAfterMs);
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const jittered = delayMs * (0.9 + Math.random() * 0.2);
    this.timer = setTimeout(() => void this.runScheduled(), jittered);
    // The collector never keeps the process alive on its own.
    this.timer.unref();
  }

  private async runScheduled(): Promise<void> {
    this.running = collectUnusedImages(this.db, this.store, this.clock, this.log)
      .then((report) => {
        if (report.deleted || report.nowUnused || report.failed) this.log.info({ report }, 'unused images collected');
      })
      .catch((err: unknown) => this.log.error({ err }, 'collecting unused images failed'));
    await this.running;
    this.running = null;
    this.schedule(this.everyMs);
  }
}
