import type { Kysely } from 'kysely';
import type { AuthTokenPurpose, DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken, newSecretToken } from '../../infra/authentication/index.ts';
import { deleteTokensOf, findToken, insertToken, spendToken } from './tokens.repository.ts';

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
    await deleteTokensOf(trx, userId, purpose);
    await insertToken(trx, {
      tokenHash: hashSecretToken(token),
      userId,
      purpose,
      now,
      expiresAt: now + TOKEN_LIFETIME[purpose],
    });
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
  const spentBy = await spendToken(db, tokenHash, purpose, now);
  if (spentBy !== undefined) return { ok: true, userId: spentBy };

  const row = await findToken(db, tokenHash, purpose);
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.used_at !== null ? 'used' : 'expired' };
}

/** Every single-use token of a user, of any purpose, stops working. */
export async function deleteSingleUseTokensOf(db: Kysely<DB>, userId: string): Promise<void> {
  await deleteTokensOf(db, userId);
}
