import type { Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * Spaced repetition (ADR 0017): every rating in an append-only log, one FSRS memory state per
 * (student, card) derived from it, and each student's review settings. Cards and sets carry no
 * foreign key here: editing a set replaces its card rows (keeping their ids), which must not take
 * the memory with them; rows of deleted cards or sets stay, and the queries join them away.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_logs')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('set_id', 'text', (c) => c.notNull())
    // 1 again, 2 hard, 3 good, 4 easy (FSRS's own numbers)
    .addColumn('rating', 'integer', (c) => c.notNull())
    // review, flip, quiz, learn: the study mode the rating came from
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    // the card's FSRS state before the rating (0 new … 3 relearning), and the whole card as JSON
    // (null when it was new): undo puts it back
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('card_before', 'text')
    // what the rating scheduled
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('due_after', 'bigint', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // the only change a log row ever sees: the student took the rating back
    .addColumn('undone_at', 'bigint')
    .execute();
  // A rating sent twice (two tabs, a retried request) is recorded once (NULL keys never collide).
  await db.schema
    .createIndex('review_logs_client_key_uq')
    .on('review_logs')
    .columns(['user_id', 'client_key'])
    .unique()
    .execute();
  // Stats, heatmap, today's counts and undo: one student's ratings by time. Covering (the counts
  // read no table row): a year of 50,000 ratings is one index range, not 50,000 row lookups.
  await db.schema
    .createIndex('review_logs_user_time_idx')
    .on('review_logs')
    .columns(['user_id', 'reviewed_at', 'undone_at', 'state_before', 'rating'])
    .execute();

  await db.schema
    .createTable('review_states')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('set_id', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'bigint')
    .addColumn('last_log_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_states_pk', ['user_id', 'card_id'])
    .execute();
  // The queue: one student's cards by due time, a range read from the start of the index.
  await db.schema.createIndex('review_states_due_idx').on('review_states').columns(['user_id', 'due']).execute();
  // A set's edit or deletion drops the states of its removed cards, whoever studied them.
  await db.schema.createIndex('review_states_card_idx').on('review_states').columns(['set_id', 'card_id']).execute();
  // Progress of a set and the sets a student studies (how many of each set's cards they know).
  await db.schema
    .createIndex('review_states_set_idx')
    .on('review_states')
    .columns(['user_id', 'set_id', 'state'])
    .execute();

  await db.schema
    .createTable('review_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
    .addColumn('desired_retention', 'double precision', (c) => c.notNull())
    .addColumn('new_per_day', 'integer', (c) => c.notNull())
    .addColumn('max_reviews_per_day', 'integer', (c) => c.notNull())
    .addColumn('day_start_hour', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // FSRS weights optimised on the student's own log (JSON), null for the defaults
    .addColumn('parameters', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_settings').execute();
  await db.schema.dropTable('review_states').execute();
  await db.schema.dropTable('review_logs').execute();
}
