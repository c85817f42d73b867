import type { Kysely } from 'kysely';
import type { AuthTokenPurpose, DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

const HOUR = 60 * 60 * 1000;

/** How long each kind of link or continuation token stays valid. */
export const TOKEN_LIFETIME: Record<AuthTokenPurpose, number> = {
  signup: HOUR,
  password_reset: HOUR,
  exchange: 5 * 60 * 1000,
  // A verification mail may well be read the next day.
  email_verification: 24 * HOUR,
};

/** Issues a single-use token; any earlier unused token of the same purpose for the user stops working. */
export async function issueSingleUseToken(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  purpose: AuthTokenPurpose,
): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('auth_tokens')
      .values({
        token_hash: hashSecretToken(token),
        user_id: userId,
        purpose,
        created_at: now,
        expires_at: now + TOKEN_LIFETIME[purpose],
        used_at: null,
      })
      .execute();
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Spends a single-use token. The conditional update is the check, so two requests racing with the
 * same token cannot both succeed.
 */
export async function consumeSingleUseToken(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<ConsumeResult> {
  const now = clock.now();
  const tokenHash = hashSecretToken(token);
  const spent = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (spent) return { ok: true, userId: spent.user_id };

  const row = await db
    .selectFrom('auth_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.used_at !== null ? 'used' : 'expired' };
}

/** Every single-use token of a user, of any purpose, stops working. */
export async function deleteSingleUseTokensOf(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}
