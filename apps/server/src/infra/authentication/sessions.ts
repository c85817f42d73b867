import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import {
  deleteSession,
  deleteSessionsOf,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from './sessions.repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A session lasts 30 days from its last use (sliding expiry). */
export const SESSION_IDLE_LIFETIME = 30 * DAY;
/** Last-use is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL = 60 * 60 * 1000;

/** Starts a session for the user; returns the bearer token, which is never stored. */
export async function createSession(db: Kysely<DB>, clock: Clock, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await insertSession(db, {
    id: newId(),
    userId,
    tokenHash: hashSecretToken(token),
    now,
    expiresAt: now + SESSION_IDLE_LIFETIME,
  });
  return token;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/** The session a bearer token names, if it is live; extends its expiry when in use. */
export async function findActiveSession(db: Kysely<DB>, clock: Clock, token: string): Promise<ActiveSession | null> {
  const now = clock.now();
  const row = await findSessionByTokenHash(db, hashSecretToken(token));
  if (!row || row.session_expires_at <= now) return null;
  const { session_id, session_expires_at: _expires, last_seen_at, ...user } = row;
  if (now - last_seen_at >= TOUCH_INTERVAL) {
    await touchSession(db, session_id, now, now + SESSION_IDLE_LIFETIME);
  }
  return { sessionId: session_id, user };
}

export async function revokeSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await deleteSessionsOf(db, userId);
}
