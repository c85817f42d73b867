import { sql, type Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import { SET_NOT_FOUND, viewable } from '../sets/index.ts';

/**
 * The set a like counts on: the set itself, or for a saved copy its original while the original is
 * public (product decisions). A copy whose original went private or was deleted stands for nothing of it: its
 * likes are its own. Private sets are not there for anyone but their owner.
 */
async function likeTarget(db: Kysely<DB>, viewer: UserRow, setId: string): Promise<string> {
  const set = await db
    .selectFrom('sets')
    .leftJoin('sets as original', (join) =>
      join.onRef('original.id', '=', 'sets.original_set_id').on('original.is_public', '=', 1),
    )
    .select(['sets.id', 'sets.owner_id', 'sets.is_public', 'sets.is_derived', 'original.id as public_original'])
    .where('sets.id', '=', setId)
    .executeTakeFirst();
  const visible = viewable(set, viewer.id);
  return visible.is_derived === 1 && visible.public_original ? visible.public_original : visible.id;
}

async function likesCountOf(db: Kysely<DB>, setId: string): Promise<number> {
  const row = await db.selectFrom('sets').select('likes_count').where('id', '=', setId).executeTakeFirst();
  return row?.likes_count ?? 0;
}

/**
 * One like per user per set. The like row and the count change in one transaction, and the count
 * moves only when a row was really added or removed, so repeats and races never make it drift.
 */
export async function like(db: Kysely<DB>, clock: Clock, user: UserRow, setId: string) {
  const target = await likeTarget(db, user, setId);
  const likesCount = await db
    .transaction()
    .execute(async (trx) => {
      const added = await trx
        .insertInto('likes')
        .values({ user_id: user.id, set_id: target, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'set_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('sets')
          .set({ likes_count: sql<number>`likes_count + 1` })
          .where('id', '=', target)
          .execute();
      }
      return likesCountOf(trx, target);
    })
    .catch((err: unknown) => {
      // The set was deleted between reading it and liking it: it is gone, as if it had never been.
      throw isForeignKeyViolation(err) ? notFound(SET_NOT_FOUND) : err;
    });
  return { likesCount, hasLiked: true };
}

export async function unlike(db: Kysely<DB>, user: UserRow, setId: string) {
  const target = await likeTarget(db, user, setId);
  const likesCount = await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('likes')
      .where('user_id', '=', user.id)
      .where('set_id', '=', target)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      await trx
        .updateTable('sets')
        .set({ likes_count: sql<number>`case when likes_count > 0 then likes_count - 1 else 0 end` })
        .where('id', '=', target)
        .execute();
    }
    return likesCountOf(trx, target);
  });
  return { likesCount, hasLiked: false };
}

export async function hasLiked(db: Kysely<DB>, user: UserRow, setId: string): Promise<boolean> {
  const target = await likeTarget(db, user, setId);
  const row = await db
    .selectFrom('likes')
    .select('set_id')
    .where('user_id', '=', user.id)
    .where('set_id', '=', target)
    .executeTakeFirst();
  return row !== undefined;
}

export async function likesCount(db: Kysely<DB>, viewer: UserRow, setId: string): Promise<number> {
  return likesCountOf(db, await likeTarget(db, viewer, setId));
}
