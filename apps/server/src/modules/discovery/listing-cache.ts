import { CachedBody } from '../../lib/cached-body.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Search results and popular sets, kept ready to send for a moment: every student of a class asks
 * the same question, and the answer changes far more slowly than it is read.
 *
 * An answer is renewed when its time is up (so other app processes' writes show within `ttlMs`,
 * plus the moment renewing takes) and dropped as soon as this process changes the catalogue
 * (`markChanged`: a set written or deleted, a like given or taken back), so nobody waits to see
 * their own change. While an answer is renewed, the one it replaces is still sent: a busy class's
 * students do not all wait for the query (stale-while-revalidate). An answer past `maxStaleMs`
 * is not sent any more: a failing database then shows as an error, not as old results forever.
 */
export class ListingCache {
  private version = 0;
  private readonly entries = new Map<string, { at: number; version: number; body: CachedBody }>();
  private readonly pending = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly cacheControl: string,
    private readonly maxStaleMs = 30_000,
  ) {}

  markChanged(): void {
    this.version++;
    this.entries.clear();
  }

  /** A kept answer comes back at once, not as a promise: this is on every search. */
  get(key: string, compute: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version) {
      const age = this.clock.now() - hit.at;
      if (age < this.ttlMs) return hit.body;
      if (age < this.ttlMs + this.maxStaleMs) {
        // Renewed in the background; a failure is seen by the next request that has to wait.
        this.renew(key, compute).catch(() => undefined);
        return hit.body;
      }
    }
    return this.renew(key, compute);
  }

  /** Computes the answer anew; concurrent callers for one key share one computation. */
  private renew(key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    let pending = this.pending.get(key);
    if (!pending) {
      const version = this.version;
      pending = compute()
        .then((value) => {
          const body = new CachedBody(
            Buffer.from(JSON.stringify(value)),
            'application/json; charset=utf-8',
            this.cacheControl,
            {},
            'fast',
          );
          // An answer computed across a change is served once but not kept.
          if (version === this.version) this.keep(key, { at: this.clock.now(), version, body });
          return body;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, entry: { at: number; version: number; body: CachedBody }): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
