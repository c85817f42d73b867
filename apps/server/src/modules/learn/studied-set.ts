import type { Kysely } from 'kysely';
import type { DB, SetRow, UserRow } from '../../db/types.ts';
import { findSet, viewable } from '../sets/index.ts';

/**
 * A set the student may study: public, or theirs. Anything else is "not found", whether it exists or
 * not (product decision 8), for every Learn and Match call.
 */
export async function studiedSet(db: Kysely<DB>, user: UserRow, setId: string): Promise<SetRow> {
  return viewable(await findSet(db, setId), user.id);
}
