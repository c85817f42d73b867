import type { Kysely, Transaction } from 'kysely';
import type { AuthTokenPurpose, DB } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The user's tokens of this purpose, or of every purpose when none is given. */
export async function deleteTokensOf(db: Executor, userId: string, purpose?: AuthTokenPurpose): Promise<void> {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

export async function insertToken(
  db: Executor,
  row: { tokenHash: string; userId: string; purpose: AuthTokenPurpose; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      purpose: row.purpose,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Marks the token used if it is unused and unexpired, in one conditional update; the user it names
 * when it was, undefined otherwise.
 */
export async function spendToken(
  db: Executor,
  tokenHash: string,
  purpose: AuthTokenPurpose,
  now: number,
): Promise<string | undefined> {
  const spent = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}

export function findToken(db: Executor, tokenHash: string, purpose: AuthTokenPurpose) {
  return db
    .selectFrom('auth_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
