import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';

/** Counts change slowly and the query reads every public set: one recount a minute is plenty. */
const FRESH_FOR = 60_000;

/** Public, non-derived sets per university, recounted at most once a minute per process. */
export class SchoolSetCounts {
  private cached: { at: number; counts: Record<string, number> } | null = null;
  private pending: Promise<Record<string, number>> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Record<string, number>> {
    if (this.cached && this.clock.now() - this.cached.at < FRESH_FOR) return this.cached.counts;
    // Concurrent requests share one recount.
    this.pending ??= this.count().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async count(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('sets')
      .select(['university', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_public', '=', 1)
      .where('is_derived', '=', 0)
      .where('university', 'is not', null)
      .groupBy('university')
      .execute();
    const counts: Record<string, number> = {};
    for (const row of rows) if (row.university) counts[row.university] = Number(row.n);
    this.cached = { at: this.clock.now(), counts };
    return counts;
  }
}
