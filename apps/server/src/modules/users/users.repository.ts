import { sql, type Kysely, type Transaction } from 'kysely';
import { fromFlag } from '../../db/flags.ts';
import type { DB, NewUserRow, UserRow, UserUpdate } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lower-cased), as the schemas do. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByUsernameKey(db: Executor, key: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', key).executeTakeFirst();
}

export function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function insertUser(db: Executor, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Executor, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Likes on the user's own (non-derived) sets: the "total likes" of the profile. */
export async function sumLikesOfOwnSets(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('likes_count'), eb.lit(0)).as('total'))
    .where('owner_id', '=', userId)
    .where('is_derived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Recounts the likes on each of the user's own sets from the like rows. */
export async function recountLikesOfOwnSets(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('sets')
    .set({
      likes_count: sql<number>`(select count(*) from likes where likes.set_id = sets.id)`,
    })
    .where('owner_id', '=', userId)
    .where('is_derived', '=', 0)
    .execute();
}

/** The user's sets counted by kind: created (not derived) and saved copies (derived). */
export async function countSetsByKind(db: Executor, userId: string): Promise<{ isDerived: boolean; n: number }[]> {
  const rows = await db
    .selectFrom('sets')
    .select(['is_derived', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('owner_id', '=', userId)
    .groupBy('is_derived')
    .execute();
  return rows.map((row) => ({ isDerived: fromFlag(row.is_derived), n: Number(row.n) }));
}

/** Deletes the unfinished password sign-ups (no step two, no Google) created before `cutoff`. */
export async function deleteUnfinishedSignupsBefore(db: Executor, cutoff: number): Promise<void> {
  await db
    .deleteFrom('users')
    .where('signup_completed_at', 'is', null)
    .where('google_sub', 'is', null)
    .where('created_at', '<', cutoff)
    .execute();
}
