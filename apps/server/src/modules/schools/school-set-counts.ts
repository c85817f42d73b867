import type { SchoolSetCountsResponse } from '@coursecards/shared/schemas/schools';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { CachedBody } from '../../lib/cached-body.ts';
import type { Clock } from '../../lib/clock.ts';
import { countPublicSetsBySchool } from './schools.repository.ts';

/** Counts change slowly and the query reads every public set: one recount a minute is plenty. */
const FRESH_FOR = 60_000;
const CACHE_CONTROL = 'public, max-age=60';

/**
 * Public, non-derived sets per university, recounted at most once a minute per process. The answer
 * is kept ready to send (serialised, tagged, compressed once), since every landing visit asks.
 */
export class SchoolSetCounts {
  private cached: { at: number; body: CachedBody } | null = null;
  private pending: Promise<CachedBody> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<CachedBody> {
    if (this.cached && this.clock.now() - this.cached.at < FRESH_FOR) return this.cached.body;
    // Concurrent requests share one recount.
    this.pending ??= this.count().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async count(): Promise<CachedBody> {
    const rows = await countPublicSetsBySchool(this.db);
    const counts: Record<string, number> = {};
    for (const row of rows) if (row.university) counts[row.university] = Number(row.n);
    const answer: SchoolSetCountsResponse = { counts };
    const body = new CachedBody(Buffer.from(JSON.stringify(answer)), 'application/json; charset=utf-8', CACHE_CONTROL);
    this.cached = { at: this.clock.now(), body };
    return body;
  }
}
