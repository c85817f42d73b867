import type { Kysely } from 'kysely';
import type { DB, SetRow, UserRow } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { SET_NOT_FOUND } from '../sets/sets.service.ts';

/**
 * A set the student may study: public, or theirs. Anything else is "not found", whether it exists or
 * not (product decision 8), for every Learn and Match call.
 */
export async function studiedSet(db: Kysely<DB>, user: UserRow, setId: string): Promise<SetRow> {
  const set = await db.selectFrom('sets').selectAll().where('id', '=', setId).executeTakeFirst();
  if (!set || (set.is_public !== 1 && set.owner_id !== user.id)) throw notFound(SET_NOT_FOUND);
  return set;
}
