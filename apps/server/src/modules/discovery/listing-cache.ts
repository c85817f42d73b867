import { CachedBody } from '../../lib/cached-body.ts';
import type { Clock } from '../../lib/clock.ts';
import { KeptValues } from '../../lib/kept-values.ts';

export interface ListingCacheOptions {
  /** how long an answer is fresh */
  ttlMs: number;
  /** answers kept at most */
  maxEntries: number;
  /** the bytes kept answers may hold together, their compressed forms included (see CachedBody.maxBytes) */
  maxBytes: number;
  /** the Cache-Control header the answers carry */
  cacheControl: string;
  /**
   * How long past its time an answer is still sent while it is renewed. Enough for an answer asked
   * for every moment (a busy class), short enough that a set made private in another app process
   * leaves the lists within ttlMs + 2 s.
   */
  maxStaleMs?: number;
}

/**
 * Search results and popular sets, kept ready to send for a moment: every student of a class asks
 * the same question, and the answer changes far more slowly than it is read.
 *
 * An answer is renewed when its time is up (so other app processes' writes show within `ttlMs`,
 * plus the moment renewing takes) and dropped as soon as this process changes the catalogue
 * (`markChanged`: a set written or deleted, a like given or taken back), so nobody waits to see
 * their own change. While an answer is renewed, the one it replaces is still sent: a busy class's
 * students do not all wait for the query (stale-while-revalidate). An answer more than `maxStaleMs`
 * past its time is not sent any more: whoever asks then waits for the new one (and a failing database
 * shows as an error, not as old results). What is kept is bounded in bytes as well as in answers:
 * pages of long set descriptions, every offset of a busy class code, would otherwise add up to
 * hundreds of megabytes.
 */
export class ListingCache {
  private readonly answers: KeptValues<CachedBody>;
  private readonly cacheControl: string;

  constructor(clock: Clock, { ttlMs, maxEntries, maxBytes, cacheControl, maxStaleMs = 2_000 }: ListingCacheOptions) {
    this.cacheControl = cacheControl;
    this.answers = new KeptValues(clock, { ttlMs, maxEntries, maxBytes, maxStaleMs, sizeOf: (body) => body.maxBytes });
  }

  /** How much is kept now (entries, and bytes counted against the budget). */
  get kept(): { entries: number; bytes: number } {
    return this.answers.kept;
  }

  markChanged(): void {
    this.answers.markChanged();
  }

  /** A kept answer comes back at once, not as a promise: this is on every search. */
  get(key: string, compute: () => Promise<Listing>): CachedBody | Promise<CachedBody> {
    return this.answers.get(key, async () => {
      const { items, headers } = await compute();
      return new CachedBody(
        Buffer.from(JSON.stringify(items)),
        'application/json; charset=utf-8',
        this.cacheControl,
        {},
        'fast',
        headers,
      );
    });
  }
}

/** What a listing answers: its items, and headers that go with them (a search's total count). */
export interface Listing {
  items: unknown;
  headers?: Record<string, string>;
}
