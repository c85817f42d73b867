import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

const COLUMNS = ['id', 'owner_id', 'key', 'mime', 'bytes', 'width', 'height', 'created_at'] as const;

/**
 * Uploads outlive their owner's account (owner set to null, not deleted with it), so the collector
 * still knows to delete the stored file; and each upload records since when no card has used it and
 * since when it is being collected. SQLite cannot change a foreign key in place: the table is built
 * anew, the same way on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads_next')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('unused_since', 'bigint')
    .addColumn('collecting_since', 'bigint')
    .execute();
  await db
    .insertInto('uploads_next')
    .columns([...COLUMNS])
    .expression(db.selectFrom('uploads').select([...COLUMNS]))
    .execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.alterTable('uploads_next').renameTo('uploads').execute();
  // An account's storage in use, and deleting an account sets owner_id to null here.
  await db.schema.createIndex('uploads_owner_idx').on('uploads').columns(['owner_id', 'created_at']).execute();
  // Whether any card still shows an upload: few cards have images, so these stay small.
  await db.schema
    .createIndex('cards_question_image_idx')
    .on('cards')
    .column('question_image')
    .where('question_image', 'is not', null)
    .execute();
  await db.schema
    .createIndex('cards_answer_image_idx')
    .on('cards')
    .column('answer_image')
    .where('answer_image', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_answer_image_idx').execute();
  await db.schema.dropIndex('cards_question_image_idx').execute();
  await db.schema
    .createTable('uploads_before')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('uploads_before')
    .columns([...COLUMNS])
    .expression(
      db
        .selectFrom('uploads')
        .select([...COLUMNS])
        .where('owner_id', 'is not', null),
    )
    .execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.alterTable('uploads_before').renameTo('uploads').execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').columns(['owner_id', 'created_at']).execute();
}
