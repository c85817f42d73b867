import type { CompiledQuery, Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A session lasts 30 days from its last use (sliding expiry). */
export const SESSION_IDLE_LIFETIME = 30 * DAY;
/** Last-use is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL = 60 * 60 * 1000;

/** Starts a session for the user; returns the bearer token, which is never stored. */
export async function createSession(db: Kysely<DB>, clock: Clock, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: hashSecretToken(token),
      created_at: now,
      expires_at: now + SESSION_IDLE_LIFETIME,
      last_seen_at: now,
    })
    .execute();
  return token;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

type SessionLookupRow = UserRow & { session_id: string; session_expires_at: number; last_seen_at: number };

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

/** The session a bearer token names, if it is live; extends its expiry when in use. */
export async function findActiveSession(db: Kysely<DB>, clock: Clock, token: string): Promise<ActiveSession | null> {
  const now = clock.now();
  const row = (await db.executeQuery(sessionLookup(db, hashSecretToken(token)))).rows[0];
  if (!row || row.session_expires_at <= now) return null;
  const { session_id, session_expires_at: _expires, last_seen_at, ...user } = row;
  if (now - last_seen_at >= TOUCH_INTERVAL) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: now + SESSION_IDLE_LIFETIME })
      .where('id', '=', session_id)
      .execute();
  }
  return { sessionId: session_id, user };
}

export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
