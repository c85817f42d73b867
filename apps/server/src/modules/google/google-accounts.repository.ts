import type { Kysely, Transaction } from 'kysely';
import type { DB, UserUpdate } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Records the Google subject (with `changes`) on an account that has none, only while its address is
 * still as proven, or not, as the caller read it; true when the account was changed.
 */
export async function setGoogleSubject(
  db: Executor,
  userId: string,
  emailWasProven: boolean,
  changes: UserUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .where('google_sub', 'is', null)
    .where('email_verified_at', emailWasProven ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Only while it is still unfinished: a sign-up completed meanwhile stays, and holds its address. */
export async function deleteUnfinishedSignup(db: Executor, id: string): Promise<void> {
  await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('signup_completed_at', 'is', null)
    .where('google_sub', 'is', null)
    .execute();
}
