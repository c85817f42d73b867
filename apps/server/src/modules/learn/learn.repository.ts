import type { Insertable, Kysely } from 'kysely';
import type { AnswerOverridesTable, DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';

export function findProgress(db: Kysely<DB>, userId: string, setId: string) {
  return db
    .selectFrom('learn_progress')
    .select(['progress', 'updated_at'])
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
}

/** The latest write wins, from whichever device. */
export async function upsertProgress(
  db: Kysely<DB>,
  row: { userId: string; setId: string; progress: string; updatedAt: number },
): Promise<void> {
  const { progress, updatedAt } = row;
  await db
    .insertInto('learn_progress')
    .values({ user_id: row.userId, set_id: row.setId, progress, updated_at: updatedAt })
    .onConflict((oc) => oc.columns(['user_id', 'set_id']).doUpdateSet({ progress, updated_at: updatedAt }))
    .execute();
}

export async function insertAnswerOverride(
  db: Kysely<DB>,
  row: Omit<Insertable<AnswerOverridesTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('answer_overrides')
    .values({ id: newId(), ...row })
    .execute();
}
