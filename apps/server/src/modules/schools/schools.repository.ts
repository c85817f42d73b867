import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';

export async function insertSearchLog(
  db: Kysely<DB>,
  entry: { school: string; userId: string | null; createdAt: number },
): Promise<void> {
  await db
    .insertInto('search_logs')
    .values({ id: newId(), school: entry.school, user_id: entry.userId, created_at: entry.createdAt })
    .execute();
}

export async function insertUniversityRequest(
  db: Kysely<DB>,
  request: { name: string; email: string | null; userId: string | null; createdAt: number },
): Promise<void> {
  await db
    .insertInto('university_requests')
    .values({
      id: newId(),
      name: request.name,
      email: request.email,
      user_id: request.userId,
      created_at: request.createdAt,
    })
    .execute();
}

/** Public created sets per school (saved copies and private sets do not count). */
export function countPublicSetsBySchool(db: Kysely<DB>) {
  return db
    .selectFrom('sets')
    .select(['university', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_public', '=', 1)
    .where('is_derived', '=', 0)
    .where('university', 'is not', null)
    .groupBy('university')
    .execute();
}
