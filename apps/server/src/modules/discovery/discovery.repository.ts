import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type SetWithOwner, withSetFlags } from '../sets/index.ts';

/** What discovery may list: public sets that are not saved copies. */
function publicOriginalSets(db: Kysely<DB>) {
  return db.selectFrom('sets').where('sets.is_public', '=', 1).where('sets.is_derived', '=', 0);
}

function publicOriginals(db: Kysely<DB>) {
  return publicOriginalSets(db)
    .innerJoin('users', 'users.id', 'sets.owner_id')
    .selectAll('sets')
    .select('users.username as owner_username');
}

/**
 * Public, non-derived sets with this class-code key: the searcher's school first, then most liked,
 * then newest. Served by the (class_code_key, is_public, is_derived, …) index.
 */
export async function searchByClassCode(
  db: Kysely<DB>,
  key: string,
  university: string | null,
  page: { limit: number; offset: number },
): Promise<SetWithOwner[]> {
  const rows = await publicOriginals(db)
    .where('sets.class_code_key', '=', key)
    .orderBy(sql`case when ${sql.ref('sets.university')} = ${university ?? ''} then 0 else 1 end`)
    .orderBy('sets.likes_count', 'desc')
    .orderBy('sets.created_at', 'desc')
    .orderBy('sets.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(withSetFlags);
}

/** How many public, non-derived sets have this class-code key: what a search finds in all. */
export async function countByClassCode(db: Kysely<DB>, key: string): Promise<number> {
  const row = await publicOriginalSets(db)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('sets.class_code_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The most liked public sets, then the newest, of one school or of all; read off the popularity indexes. */
export async function popularSets(
  db: Kysely<DB>,
  university: string | undefined,
  limit: number,
): Promise<SetWithOwner[]> {
  let query = publicOriginals(db);
  if (university) query = query.where('sets.university', '=', university);
  const rows = await query
    .orderBy('sets.likes_count', 'desc')
    .orderBy('sets.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(withSetFlags);
}
