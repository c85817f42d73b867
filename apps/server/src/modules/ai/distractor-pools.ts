import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { KeptValues, stringBytes } from '../../lib/kept-values.ts';
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
  private readonly pools: KeptValues<readonly string[]>;

  constructor(
    private readonly db: Kysely<DB>,
    clock: Clock,
    ttlMs = 60_000,
    maxEntries = 200,
    // A pool holds up to 600 answers of up to 300 characters: a few hundred kilobytes at worst, so
    // the entries alone would allow tens of megabytes.
    maxBytes = 16 * 2 ** 20,
  ) {
    this.pools = new KeptValues(clock, {
      ttlMs,
      maxEntries,
      maxBytes,
      // Each answer, and its slot in the array.
      sizeOf: (pool) => pool.reduce((sum, answer) => sum + stringBytes(answer) + 8, 64),
    });
  }

  /** How much is kept now (pools, and bytes counted against the budget). */
  get kept(): { entries: number; bytes: number } {
    return this.pools.kept;
  }

  /** A set was written in this process: its pool, and others that drew on it, are read again. */
  markChanged(): void {
    this.pools.markChanged();
  }

  /** The pool for a question of `setId`, or none when there is no set or the viewer may not see it. */
  async forQuiz(viewerId: string, setId: string | undefined): Promise<readonly string[]> {
    if (!setId) return [];
    const set = await quizzedSet(this.db, viewerId, setId);
    if (!set) return [];
    return this.pools.get(`${set.id}@${set.updatedAt}`, async () =>
      Object.freeze(await readDistractorPool(this.db, set)),
    );
  }
}
