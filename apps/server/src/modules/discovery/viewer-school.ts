import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { bearerTokenOf } from '../auth/authenticate.ts';
import { findActiveSession } from '../auth/sessions.ts';

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
 */
export class ViewerSchools {
  private readonly entries = new Map<string, { at: number; viewer: Viewer | null }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Known viewers come back at once, not as a promise: this is on every search. */
  of(request: FastifyRequest): Viewer | null | Promise<Viewer | null> {
    const token = bearerTokenOf(request);
    if (!token) return null;
    const now = this.clock.now();
    const kept = this.entries.get(token);
    if (kept && now - kept.at < this.ttlMs) return kept.viewer;
    return this.lookUp(token, now);
  }

  private async lookUp(token: string, now: number): Promise<Viewer | null> {
    const session = await findActiveSession(this.db, this.clock, token);
    const viewer = session ? { userId: session.user.id, university: session.user.university } : null;
    this.entries.delete(token);
    this.entries.set(token, { at: now, viewer });
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return viewer;
  }
}
