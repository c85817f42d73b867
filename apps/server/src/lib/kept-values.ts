import type { Clock } from './clock.ts';

export interface KeptValuesOptions {
  /** how long a value is fresh */
  ttlMs: number;
  /** how many values are kept at most; the least recently computed goes first */
  maxEntries: number;
  /**
   * How long past its time a value is still handed out while one computation renews it in the
   * background (stale-while-revalidate). 0: whoever asks after the time is up waits for the new one.
   */
  maxStaleMs?: number;
}

/**
 * Values computed on demand and kept for a while, by key: concurrent requests for a missing value
 * share one computation, and `markChanged` drops everything (a value computed across the change is
 * handed to those already waiting for it, but not kept nor handed to anyone asking after the change).
 * A kept value comes back at once, not as a promise.
 */
export class KeptValues<V> {
  private version = 0;
  /** Only values computed since the last change: `markChanged` empties it, and `keep` refuses older ones. */
  private readonly entries = new Map<string, { at: number; value: V }>();
  /** Computations under way, with the version they started in. */
  private readonly pending = new Map<string, { version: number; value: Promise<V> }>();
  private readonly maxStaleMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly options: KeptValuesOptions,
  ) {
    this.maxStaleMs = options.maxStaleMs ?? 0;
  }

  markChanged(): void {
    this.version++;
    this.entries.clear();
  }

  get(key: string, compute: () => Promise<V>): V | Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = this.clock.now() - hit.at;
      if (age < this.options.ttlMs) return hit.value;
      if (age < this.options.ttlMs + this.maxStaleMs) {
        // Renewed in the background; a failure is seen by the next request that has to wait.
        this.renew(key, compute).catch(() => undefined);
        return hit.value;
      }
    }
    return this.renew(key, compute);
  }

  private renew(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.pending.get(key);
    // One started before a change may read what the change undid: it is not shared after it.
    if (running && running.version === this.version) return running.value;
    const version = this.version;
    const entry = {
      version,
      value: compute()
        .then((value) => {
          if (version === this.version) this.keep(key, { at: this.clock.now(), value });
          return value;
        })
        .finally(() => {
          if (this.pending.get(key) === entry) this.pending.delete(key);
        }),
    };
    this.pending.set(key, entry);
    return entry.value;
  }

  private keep(key: string, entry: { at: number; value: V }): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
