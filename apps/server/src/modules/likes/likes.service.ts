import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import { SET_NOT_FOUND, viewable } from '../sets/index.ts';
import {
  decrementLikesCount,
  deleteLike,
  findLikeTarget,
  incrementLikesCount,
  insertLike,
  likeExists,
  likesCountOf,
} from './likes.repository.ts';

/**
 * The set a like counts on: the set itself, or for a saved copy its original while the original is
 * public (product decisions). A copy whose original went private or was deleted stands for nothing of it: its
 * likes are its own. Private sets are not there for anyone but their owner.
 */
async function likeTarget(db: Kysely<DB>, viewer: UserRow, setId: string): Promise<string> {
  const visible = viewable(await findLikeTarget(db, setId), viewer.id);
  return visible.isDerived && visible.public_original ? visible.public_original : visible.id;
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
      if (await insertLike(trx, user.id, target, clock.now())) await incrementLikesCount(trx, target);
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
    if (await deleteLike(trx, user.id, target)) await decrementLikesCount(trx, target);
    return likesCountOf(trx, target);
  });
  return { likesCount, hasLiked: false };
}

export async function hasLiked(db: Kysely<DB>, user: UserRow, setId: string): Promise<boolean> {
  return likeExists(db, user.id, await likeTarget(db, user, setId));
}

export async function likesCount(db: Kysely<DB>, viewer: UserRow, setId: string): Promise<number> {
  return likesCountOf(db, await likeTarget(db, viewer, setId));
}
