import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { quizzedSet, readDistractorPool } from './distractor-pool.repository.ts';

/**
 * Distractor pools kept per quizzed set for a minute. A quiz asks for distractors once per question,
 * all from the same set: reading the pool each time (the set's answers and up to 20 similar sets'
 * cards) was as costly as choosing the distractors. Whether the viewer may see the set is still
 * checked on every question; the pool follows an edit of the set at once (its update time is part of
 * the key, and this process's writes clear everything) and other sets' changes within the minute.
 * A kept pool is the same frozen array each time, so the engine can keep what it derives from it.
 */
export class DistractorPools {
  private readonly entries = new Map<string, { at: number; pool: readonly string[] }>();
  private readonly pending = new Map<string, Promise<readonly string[]>>();
  private version = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1000,
  ) {}

  /** A set was written in this process: its pool, and others that drew on it, are read again. */
  markChanged(): void {
    this.version++;
    this.entries.clear();
  }

  /** The pool for a question of `setId`, or none when there is no set or the viewer may not see it. */
  async forQuiz(viewerId: string, setId: string | undefined): Promise<readonly string[]> {
    if (!setId) return [];
    const set = await quizzedSet(this.db, viewerId, setId);
    if (!set) return [];
    const key = `${set.id}@${set.updatedAt}`;
    const kept = this.entries.get(key);
    if (kept && this.clock.now() - kept.at < this.ttlMs) return kept.pool;
    let pending = this.pending.get(key);
    if (!pending) {
      const version = this.version;
      pending = readDistractorPool(this.db, set)
        .then((answers) => {
          const pool = Object.freeze(answers);
          // A pool read across a change is used once but not kept.
          if (version === this.version) this.keep(key, pool);
          return pool;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, pool: readonly string[]): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.clock.now(), pool });
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
