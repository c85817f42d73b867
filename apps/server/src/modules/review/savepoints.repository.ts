import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The savepoints that keep each rating of a shared commit its own unit (write-batch.ts, ADR 0017). */
export async function savepoint(trx: Transaction<DB>, name: string): Promise<void> {
  await sql`savepoint ${sql.raw(name)}`.execute(trx);
}

export async function releaseSavepoint(trx: Transaction<DB>, name: string): Promise<void> {
  await sql`release savepoint ${sql.raw(name)}`.execute(trx);
}

export async function rollbackToSavepoint(trx: Transaction<DB>, name: string): Promise<void> {
  await sql`rollback to savepoint ${sql.raw(name)}`.execute(trx);
}
