import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sets')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('class_code_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_public in (0, 1)`),
    )
    .addColumn('university', 'text')
    .addColumn('is_derived', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_derived in (0, 1)`),
    )
    .addColumn('original_set_id', 'text', (c) => c.references('sets.id').onDelete('set null'))
    .addColumn('original_creator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('original_creator_username', 'text')
    .addColumn('likes_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes_count >= 0`),
    )
    .addColumn('card_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`card_count >= 0`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Created Sets and Saved Sets: one owner's sets, newest first.
  await db.schema.createIndex('sets_owner_idx').on('sets').columns(['owner_id', 'is_derived', 'created_at']).execute();
  // Search by class code: public, non-derived sets of one code, most liked first.
  await db.schema
    .createIndex('sets_search_idx')
    .on('sets')
    .columns(['class_code_key', 'is_public', 'is_derived', 'likes_count', 'created_at'])
    .execute();
  // Popular sets and per-school counts, scoped to a university.
  await db.schema
    .createIndex('sets_university_popular_idx')
    .on('sets')
    .columns(['university', 'is_public', 'is_derived', 'likes_count', 'created_at'])
    .execute();
  // Popular sets without a university.
  await db.schema
    .createIndex('sets_popular_idx')
    .on('sets')
    .columns(['is_public', 'is_derived', 'likes_count', 'created_at'])
    .execute();
  // Saving is idempotent: one derived copy per saver and original (NULLs never collide).
  await db.schema
    .createIndex('sets_saved_copy_uq')
    .on('sets')
    .columns(['owner_id', 'original_set_id'])
    .unique()
    .execute();
  await db.schema.createIndex('sets_original_idx').on('sets').column('original_set_id').execute();
  // Deleting a user sets original_creator_id to null in others' saved copies.
  await db.schema.createIndex('sets_original_creator_idx').on('sets').column('original_creator_id').execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('question_image', 'text')
    .addColumn('answer_image', 'text')
    .addUniqueConstraint('cards_set_position_uq', ['set_id', 'position'])
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'set_id'])
    .execute();
  await db.schema.createIndex('likes_set_idx').on('likes').column('set_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('likes').execute();
  await db.schema.dropTable('cards').execute();
  await db.schema.dropTable('sets').execute();
}
