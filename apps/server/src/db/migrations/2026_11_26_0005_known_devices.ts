import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/** Browsers that have signed in to an account: sign-in throttling lets them keep signing in (ADR 0014). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_devices_user_idx').on('known_devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
