import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { withSetFlags } from '../sets/index.ts';

/** The user's saved copy of an original, if any. */
export function findCopyOf(db: Kysely<DB>, ownerId: string, originalId: string) {
  return db
    .selectFrom('sets')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('is_derived', '=', 1)
    .where('original_set_id', '=', originalId)
    .executeTakeFirst();
}

/** The user's copy named by its own id or by its original's. */
export function findCopyByEitherId(db: Kysely<DB>, ownerId: string, setId: string) {
  return db
    .selectFrom('sets')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('is_derived', '=', 1)
    .where((eb) => eb.or([eb('id', '=', setId), eb('original_set_id', '=', setId)]))
    .executeTakeFirst();
}

export async function deleteCopyByEitherId(db: Kysely<DB>, ownerId: string, setId: string): Promise<void> {
  await db
    .deleteFrom('sets')
    .where('owner_id', '=', ownerId)
    .where('is_derived', '=', 1)
    .where((eb) => eb.or([eb('id', '=', setId), eb('original_set_id', '=', setId)]))
    .execute();
}

/** The user's saved copies with the public original's id and likes, newest saved first. */
export async function listSavedSetRows(db: Kysely<DB>, ownerId: string) {
  const rows = await db
    .selectFrom('sets')
    .innerJoin('users', 'users.id', 'sets.owner_id')
    .leftJoin('sets as original', (join) =>
      join.onRef('original.id', '=', 'sets.original_set_id').on('original.is_public', '=', 1),
    )
    .selectAll('sets')
    .select([
      'users.username as owner_username',
      'original.id as public_original',
      'original.likes_count as original_likes',
    ])
    .where('sets.owner_id', '=', ownerId)
    .where('sets.is_derived', '=', 1)
    .orderBy('sets.created_at', 'desc')
    .orderBy('sets.id')
    .execute();
  return rows.map(withSetFlags);
}
