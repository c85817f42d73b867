import { CachedBody } from '../../lib/cached-body.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Search results and popular sets, kept ready to send for a moment: every student of a class asks
 * the same question, and the answer changes far more slowly than it is read.
 *
 * An answer is dropped when its time is up (so other app processes' writes show within `ttlMs`)
 * or as soon as this process changes the catalogue (`markChanged`: a set written or deleted, a
 * like given or taken back), so nobody waits to see their own change.
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
  ) {}

  markChanged(): void {
    this.version++;
    this.entries.clear();
  }

  /** A kept answer comes back at once, not as a promise: this is on every search. */
  get(key: string, compute: () => Promise<unknown>): CachedBody | Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && this.clock.now() - hit.at < this.ttlMs) return hit.body;
    // Concurrent misses for one key share one computation.
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
