import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, UploadsTable } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The bytes an account's stored images add up to. */
export async function storageUsed(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), sql<number>`0`).as('used'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Whether a card (of any set, saved copies included) shows the upload, on either side. */
export function inUse(eb: ExpressionBuilder<DB, 'uploads'>) {
  const url = sql<string>`'/uploads/' || ${eb.ref('uploads.key')}`;
  return eb.or([
    eb.exists(eb.selectFrom('cards').select('cards.id').where('cards.question_image', '=', url)),
    eb.exists(eb.selectFrom('cards').select('cards.id').where('cards.answer_image', '=', url)),
  ]);
}

export interface UploadState {
  id: string;
  key: string;
  owner_id: string | null;
  bytes: number;
  unused_since: number | null;
  collecting_since: number | null;
  in_use: boolean;
}

/** Uploads after `afterId` in id order, with whether a card shows each. */
export async function uploadsPage(db: Executor, afterId: string, limit: number): Promise<UploadState[]> {
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'key', 'owner_id', 'bytes', 'unused_since', 'collecting_since'])
    .select((eb) => eb.case().when(inUse(eb)).then(1).else(0).end().as('in_use'))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, in_use: Number(row.in_use) === 1 }));
}

/** Starts the grace period of uploads no card shows (unless a card shows them by now). */
export async function markUnused(db: Executor, ids: string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ unused_since: now })
    .where('id', 'in', ids)
    .where('unused_since', 'is', null)
    .where((eb) => eb.not(inUse(eb)))
    .execute();
}

/** Uploads a card shows again (a set edited back) are no longer on their way out. */
export async function markInUse(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ unused_since: null })
    .where('id', 'in', ids)
    .where('collecting_since', 'is', null)
    .execute();
}

/**
 * Claims an upload for deletion, for one collector only: unused past `unusedBefore` (or unused at
 * all once its account is gone), still shown by no card, and not being collected, or claimed by a
 * collection that never finished (before `staleBefore`). From then on no set may take it up.
 */
export async function claimForCollection(
  db: Executor,
  id: string,
  now: number,
  unusedBefore: number,
  staleBefore: number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('uploads')
    .set({ collecting_since: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('collecting_since', 'is', null),
          eb('unused_since', 'is not', null),
          eb.or([eb('owner_id', 'is', null), eb('unused_since', '<=', unusedBefore)]),
        ]),
        eb('collecting_since', '<=', staleBefore),
      ]),
    )
    .where((eb) => eb.not(inUse(eb)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function deleteUploadRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

export async function insertUpload(db: Executor, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/** Which of these image keys have an upload row (asked 500 at a time, under every database's bound). */
export async function existingKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('uploads')
      .select('key')
      .where('key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.key);
  }
  return found;
}
