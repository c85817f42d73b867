import type { Kysely, Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import { deleteUnfinishedSignupsBefore } from './users.repository.ts';

/**
 * A sign-up stopped after step one (e-mail, username, password) expires after this long: it no
 * longer holds its e-mail or username, and the next sign-up clears it away.
 */
export const UNFINISHED_SIGNUP_LIFETIME = 24 * 60 * 60 * 1000;

/** Step one of a password sign-up without step two: nobody has ever had a session to it. */
export function isUnfinishedSignup(user: UserRow): boolean {
  return user.signup_completed_at === null && user.google_sub === null;
}

export function isExpiredSignup(user: UserRow, now: number): boolean {
  return isUnfinishedSignup(user) && now - user.created_at > UNFINISHED_SIGNUP_LIFETIME;
}

/** Deletes every expired unfinished sign-up (an index on their age keeps this cheap). */
export async function deleteExpiredSignups(db: Kysely<DB> | Transaction<DB>, now: number): Promise<void> {
  await deleteUnfinishedSignupsBefore(db, now - UNFINISHED_SIGNUP_LIFETIME);
}
