import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * The language a set is written in (ADR 0024), a BCP-47 tag from the shared list: read-aloud picks
 * its voice by it. Every existing set was made in English, the creator's only language until now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sets')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sets').dropColumn('language').execute();
}
