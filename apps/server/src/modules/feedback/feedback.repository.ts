import type { Kysely, Transaction } from 'kysely';
import type { DB, FeedbackTable } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertFeedback(db: Executor, row: FeedbackTable): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}
