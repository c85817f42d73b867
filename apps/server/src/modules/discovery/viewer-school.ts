import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { KeptValues, stringBytes } from '../../lib/kept-values.ts';
import { bearerTokenOf, findActiveSession } from '../../infra/authentication/index.ts';

/** Who is searching, as far as ordering goes: the account and its school, or nobody. */
export interface Viewer {
  userId: string;
  university: string | null;
}

/**
 * Class-code search is public: the session only decides whose school comes first. So instead of
 * looking the session up on every search (a third of a search's cost), the answer is kept for a
 * minute per token. Nothing is granted by it: a token revoked meanwhile still only sorts public
 * results, which anyone may read, and a school changed meanwhile reorders them within the minute.
 * What is kept is bounded in bytes as well as in tokens (of up to 128 characters each).
 */
export class ViewerSchools {
  private readonly viewers: KeptValues<Viewer | null>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    ttlMs = 60_000,
    maxEntries = 10_000,
    maxBytes = 4 * 2 ** 20,
  ) {
    this.viewers = new KeptValues(clock, {
      ttlMs,
      maxEntries,
      maxBytes,
      sizeOf: (viewer) => (viewer ? 64 + stringBytes(viewer.userId) + stringBytes(viewer.university ?? '') : 0),
    });
  }

  /** How much is kept now (tokens, and bytes counted against the budget). */
  get kept(): { entries: number; bytes: number } {
    return this.viewers.kept;
  }

  /** Known viewers come back at once, not as a promise: this is on every search. */
  of(request: FastifyRequest): Viewer | null | Promise<Viewer | null> {
    const token = bearerTokenOf(request);
    if (!token) return null;
    return this.viewers.get(token, () => this.lookUp(token));
  }

  private async lookUp(token: string): Promise<Viewer | null> {
    const session = await findActiveSession(this.db, this.clock, token);
    return session ? { userId: session.user.id, university: session.user.university } : null;
  }
}
