import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * Moves the student's review data on (ADR 0030), in the savepoint that writes a rating, undoes one
 * or replays a card: whatever was derived from the old data, in any process, is then read again.
 */
export async function bumpVersion(trx: Transaction<DB> | Kysely<DB>, userId: string): Promise<void> {
  await trx
    .insertInto('review_versions')
    .values({ user_id: userId, version: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ version: eb('review_versions.version', '+', 1) })))
    .execute();
}

/** The student's review data version: 0 before their first rating. */
export async function versionOf(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db.selectFrom('review_versions').select('version').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.version ?? 0);
}
