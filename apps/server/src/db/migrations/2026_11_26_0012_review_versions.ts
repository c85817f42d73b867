import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * Review speed (ADR 0030). A number per student that every rating, undo and replay moves on, in the
 * same savepoint: what was derived from their memory states and log (the statistics page, today's
 * rating counts) is kept while it stands, in any app process, and read again once it moves.
 * The due index takes the set id too, so counting due cards (the queue's total, the forecast) reads
 * the index and each set, never the memory-state rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_states_due_set_idx')
    .on('review_states')
    .columns(['user_id', 'due', 'set_id'])
    .execute();
  await db.schema.dropIndex('review_states_due_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('review_states_due_idx').on('review_states').columns(['user_id', 'due']).execute();
  await db.schema.dropIndex('review_states_due_set_idx').execute();
  await db.schema.dropTable('review_versions').execute();
}
