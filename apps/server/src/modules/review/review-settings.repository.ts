import type { Kysely, Transaction } from 'kysely';
import type { DB, ReviewSettingsRow, ReviewSettingsTable } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The settings the student has saved, if any: review-settings.ts gives the defaults otherwise. */
export async function findSettingsRow(db: Executor, userId: string): Promise<ReviewSettingsRow | undefined> {
  return db.selectFrom('review_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export type SettingsValues = Omit<ReviewSettingsTable, 'user_id' | 'parameters'>;

/** Writes the student's settings; a first save leaves the fitted parameters empty. */
export async function upsertSettings(db: Kysely<DB>, userId: string, values: SettingsValues): Promise<void> {
  await db
    .insertInto('review_settings')
    .values({ user_id: userId, parameters: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The fitted parameters the student has, as stored (JSON), if any. */
export function findParameters(db: Kysely<DB>, userId: string) {
  return db.selectFrom('review_settings').select('parameters').where('user_id', '=', userId).executeTakeFirst();
}

/** Stores newly fitted parameters; a student without settings gets `row`, whose other values are the defaults. */
export async function saveParameters(db: Kysely<DB>, row: ReviewSettingsTable): Promise<void> {
  await db
    .insertInto('review_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ parameters: row.parameters }))
    .execute();
}
