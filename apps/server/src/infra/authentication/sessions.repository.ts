import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertSession(
  db: Executor,
  row: { id: string; userId: string; tokenHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      last_seen_at: row.now,
    })
    .execute();
}

export type SessionLookupRow = UserRow & { session_id: string; session_expires_at: number; last_seen_at: number };

/**
 * Every signed-in request looks its session up, so the query is built and compiled once per
 * database (SQLite and PostgreSQL compile differently) and only its parameter changes: building
 * and compiling it cost twice what running it does.
 */
const sessionLookups = new WeakMap<Kysely<DB>, CompiledQuery<SessionLookupRow>>();

function sessionLookup(db: Kysely<DB>, tokenHash: string): CompiledQuery<SessionLookupRow> {
  let compiled = sessionLookups.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at', 'sessions.last_seen_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .compile();
    sessionLookups.set(db, compiled);
  }
  return { ...compiled, parameters: [tokenHash] };
}

/** The session with this token hash and its user, live or not. */
export async function findSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<SessionLookupRow | undefined> {
  return (await db.executeQuery(sessionLookup(db, tokenHash))).rows[0];
}

export async function touchSession(db: Executor, sessionId: string, now: number, expiresAt: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
