import type { Clock } from './clock.ts';

export interface KeptValuesOptions<V> {
  /** how long a value is fresh */
  ttlMs: number;
  /** how many values are kept at most; the least recently computed goes first */
  maxEntries: number;
  /**
   * How many bytes the kept values may hold together (each value's `sizeOf`, its key and what
   * keeping it costs); the least recently computed go first, and a value larger than this alone is
   * handed to whoever asked for it but not kept.
   */
  maxBytes: number;
  /** an upper bound of the bytes a value holds */
  sizeOf: (value: V) => number;
  /**
   * How long past its time a value is still handed out while one computation renews it in the
   * background (stale-while-revalidate). 0: whoever asks after the time is up waits for the new one.
   */
  maxStaleMs?: number;
}

/** What keeping a value costs besides the value and its key: the map entry and the entry object. */
const ENTRY_BYTES = 128;

/** An upper bound of the bytes a string holds: two a character (V8 may store it one a character). */
export const stringBytes = (text: string) => 2 * text.length + 32;

/**
 * Values computed on demand and kept for a while, by key: concurrent requests for a missing value
 * share one computation, and `markChanged` drops everything (a value computed across the change is
 * handed to those already waiting for it, but not kept nor handed to anyone asking after the change).
 * A kept value comes back at once, not as a promise. What is kept is bounded in entries and in bytes.
 */
export class KeptValues<V> {
  private version = 0;
  /** Only values computed since the last change: `markChanged` empties it, and `keep` refuses older ones. */
  private readonly entries = new Map<string, { at: number; value: V; bytes: number }>();
  /** Computations under way, with the version they started in. */
  private readonly pending = new Map<string, { version: number; value: Promise<V> }>();
  private readonly maxStaleMs: number;
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: KeptValuesOptions<V>,
  ) {
    this.maxStaleMs = options.maxStaleMs ?? 0;
  }

  /** How much is kept now: entries, and bytes as counted against `maxBytes`. */
  get kept(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  markChanged(): void {
    this.version++;
    this.entries.clear();
    this.bytes = 0;
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
          if (version === this.version) this.keep(key, value);
          return value;
        })
        .finally(() => {
          if (this.pending.get(key) === entry) this.pending.delete(key);
        }),
    };
    this.pending.set(key, entry);
    return entry.value;
  }

  private keep(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = ENTRY_BYTES + stringBytes(key) + this.options.sizeOf(value);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { at: this.clock.now(), value, bytes });
    this.bytes += bytes;
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const [oldest, { bytes: freed }] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= freed;
    }
  }
}
