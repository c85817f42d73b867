import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * Learn's stored progress, the "I was right" log and Match's games and best times (ADR 0021). Each
 * row goes with its student and its set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learn_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    // JSON the API validated (LearnProgress), at most LearnLimits.progressMaxBytes
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('learn_progress_pk', ['user_id', 'set_id'])
    .execute();
  await db.schema.createIndex('learn_progress_set_idx').on('learn_progress').column('set_id').execute();

  await db.schema
    .createTable('answer_overrides')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('user_answer', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('answer_overrides_user_idx').on('answer_overrides').column('user_id').execute();
  await db.schema.createIndex('answer_overrides_set_idx').on('answer_overrides').column('set_id').execute();

  // One game in play per student and set: starting another replaces it.
  await db.schema
    .createTable('match_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('match_attempts_user_set_idx')
    .on('match_attempts')
    .columns(['user_id', 'set_id'])
    .unique()
    .execute();
  await db.schema.createIndex('match_attempts_set_idx').on('match_attempts').column('set_id').execute();

  await db.schema
    .createTable('match_bests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('time_ms', 'integer', (c) => c.notNull())
    .addColumn('achieved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_bests_pk', ['user_id', 'set_id'])
    .execute();
  // The leaderboard reads a set's best times fastest first.
  await db.schema.createIndex('match_bests_set_time_idx').on('match_bests').columns(['set_id', 'time_ms']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('match_bests').execute();
  await db.schema.dropTable('match_attempts').execute();
  await db.schema.dropTable('answer_overrides').execute();
  await db.schema.dropTable('learn_progress').execute();
}
