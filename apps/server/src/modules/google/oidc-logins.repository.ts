import type { Kysely } from 'kysely';
import type { DB, OidcLoginsTable } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';

/** A login attempt must come back from the account chooser within this time. */
export const OIDC_LOGIN_LIFETIME = 10 * 60 * 1000;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Keeps a login attempt's secrets in the database, so any app process can finish what another
 * started. Expired attempts are cleared as new ones begin.
 */
export async function savePendingLogin(db: Kysely<DB>, clock: Clock, login: PendingLogin): Promise<void> {
  const now = clock.now();
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oidc_logins')
    .values({
      state: login.state,
      code_verifier: login.codeVerifier,
      nonce: login.nonce,
      created_at: now,
      expires_at: now + OIDC_LOGIN_LIFETIME,
    })
    .execute();
}

/**
 * Takes the attempt a callback's state names, once: the delete is the check, so a replayed
 * callback finds nothing. Null when unknown, already used or expired.
 */
export async function takePendingLogin(db: Kysely<DB>, clock: Clock, state: string): Promise<PendingLogin | null> {
  const row: OidcLoginsTable | undefined = await db
    .deleteFrom('oidc_logins')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= clock.now()) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
}
