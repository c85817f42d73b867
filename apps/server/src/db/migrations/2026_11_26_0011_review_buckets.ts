import { sql, type Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * Ratings counted per student and quarter hour (ADR 0027): the statistics page read a year of a
 * student's log on every call (50,000 rows for a keen student); it now reads these counts, at most
 * a few thousand rows, whatever the student's time zone (every zone's offset is a whole number of
 * quarter hours). Each rating adds to its bucket in the same savepoint as its log row; undo takes
 * it away. Filled here from the log as it stands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_buckets')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // reviewed_at divided by 15 minutes
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('ratings', 'integer', (c) => c.notNull())
    // ratings of cards in review (FSRS state 2), and of those the ones recalled (rating above again)
    .addColumn('review_ratings', 'integer', (c) => c.notNull())
    .addColumn('review_recalled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_buckets_pk', ['user_id', 'bucket'])
    .execute();
  await sql`
    insert into review_buckets (user_id, bucket, ratings, review_ratings, review_recalled)
    select user_id, reviewed_at / 900000, count(*),
      sum(case when state_before = 2 then 1 else 0 end),
      sum(case when state_before = 2 and rating > 1 then 1 else 0 end)
    from review_logs
    where undone_at is null
    group by user_id, reviewed_at / 900000
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_buckets').execute();
}
