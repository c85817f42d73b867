import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { withSetFlags } from '../sets/index.ts';

/** The set with its original's id when that original is public: what a like on a saved copy counts on. */
export async function findLikeTarget(db: Kysely<DB>, setId: string) {
  const row = await db
    .selectFrom('sets')
    .leftJoin('sets as original', (join) =>
      join.onRef('original.id', '=', 'sets.original_set_id').on('original.is_public', '=', 1),
    )
    .select(['sets.id', 'sets.owner_id', 'sets.is_public', 'sets.is_derived', 'original.id as public_original'])
    .where('sets.id', '=', setId)
    .executeTakeFirst();
  return row && withSetFlags(row);
}

export async function likesCountOf(db: Kysely<DB>, setId: string): Promise<number> {
  const row = await db.selectFrom('sets').select('likes_count').where('id', '=', setId).executeTakeFirst();
  return row?.likes_count ?? 0;
}

/** Adds the like unless it is there already; true when a row was really added. */
export async function insertLike(db: Kysely<DB>, userId: string, setId: string, now: number): Promise<boolean> {
  const added = await db
    .insertInto('likes')
    .values({ user_id: userId, set_id: setId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'set_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** True when a like was really removed. */
export async function deleteLike(db: Kysely<DB>, userId: string, setId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('likes')
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function incrementLikesCount(db: Kysely<DB>, setId: string): Promise<void> {
  await db
    .updateTable('sets')
    .set({ likes_count: sql<number>`likes_count + 1` })
    .where('id', '=', setId)
    .execute();
}

/** Never below zero, whatever the order of concurrent unlikes. */
export async function decrementLikesCount(db: Kysely<DB>, setId: string): Promise<void> {
  await db
    .updateTable('sets')
    .set({ likes_count: sql<number>`case when likes_count > 0 then likes_count - 1 else 0 end` })
    .where('id', '=', setId)
    .execute();
}

export async function likeExists(db: Kysely<DB>, userId: string, setId: string): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('set_id')
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
  return row !== undefined;
}
