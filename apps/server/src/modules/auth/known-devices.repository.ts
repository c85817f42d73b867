import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The device with this token hash, of the account with this e-mail, signed in from after `since`. */
export async function findKnownDeviceId(
  db: Executor,
  tokenHash: string,
  email: string,
  since: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('known_devices')
    .innerJoin('users', 'users.id', 'known_devices.user_id')
    .select('known_devices.id')
    .where('known_devices.token_hash', '=', tokenHash)
    .where('users.email', '=', email)
    .where('known_devices.last_sign_in_at', '>', since)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Sets the last sign-in of the user's device with this token hash, when it is still live; true when one was. */
export async function renewKnownDevice(
  db: Executor,
  tokenHash: string,
  userId: string,
  now: number,
  liveSince: number,
): Promise<boolean> {
  const renewed = await db
    .updateTable('known_devices')
    .set({ last_sign_in_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('last_sign_in_at', '>', liveSince)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

export async function insertKnownDevice(
  db: Executor,
  row: { id: string; userId: string; tokenHash: string; now: number },
): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      last_sign_in_at: row.now,
    })
    .execute();
}

/**
 * Removes the user's devices other than `keepId` that were last used at or before `expiredBy`, or
 * that are not among the `othersKept` most recently used others.
 */
export async function pruneKnownDevices(
  db: Executor,
  userId: string,
  keepId: string,
  othersKept: number,
  expiredBy: number,
): Promise<void> {
  const kept = db
    .selectFrom('known_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .orderBy('last_sign_in_at', 'desc')
    .orderBy('id')
    .limit(othersKept);
  await db
    .deleteFrom('known_devices')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where((eb) => eb.or([eb('last_sign_in_at', '<=', expiredBy), eb('id', 'not in', kept)]))
    .execute();
}

export async function deleteKnownDevicesOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
}
