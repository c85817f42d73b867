import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import { findSet, type SetRecord, viewable } from '../sets/index.ts';

/**
 * A set the student may study: public, or theirs. Anything else is "not found", whether it exists or
 * not (product decision 8), for every Learn and Match call.
 */
export async function studiedSet(db: Kysely<DB>, user: UserRow, setId: string): Promise<SetRecord> {
  return viewable(await findSet(db, setId), user.id);
}
