import type { Kysely } from 'kysely';
import type { DB, OidcLoginsTable } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken } from '../../infra/authentication/index.ts';

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

/**
 * Records an ID token the callback hands to the popup (by digest), with the nonce of the attempt it
 * came back from. Expired records are cleared as new ones come.
 */
export async function recordIssuedIdToken(db: Kysely<DB>, clock: Clock, idToken: string, nonce: string): Promise<void> {
  const now = clock.now();
  await db.deleteFrom('oidc_id_tokens').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oidc_id_tokens')
    .values({ token_hash: hashSecretToken(idToken), nonce, created_at: now, expires_at: now + OIDC_LOGIN_LIFETIME })
    .execute();
}

/**
 * Takes an ID token our callback handed out, once, when it carries that attempt's nonce: the delete
 * is the check, so two requests with one token cannot both have it. False for a token this server
 * never handed out, one already taken, or one past its time.
 */
export async function takeIssuedIdToken(
  db: Kysely<DB>,
  clock: Clock,
  idToken: string,
  nonce: unknown,
): Promise<boolean> {
  if (typeof nonce !== 'string' || !nonce) return false;
  const taken = await db
    .deleteFrom('oidc_id_tokens')
    .where('token_hash', '=', hashSecretToken(idToken))
    .where('nonce', '=', nonce)
    .returning('expires_at')
    .executeTakeFirst();
  return taken !== undefined && taken.expires_at > clock.now();
}
