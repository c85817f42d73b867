import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The width of a bucket: every time zone's offset is a whole number of them. */
export const BUCKET_MS = 15 * 60_000;

/** FSRS's state "review", and its rating "again". */
const REVIEW = 2;
const AGAIN = 1;

interface CountedRating {
  reviewed_at: number;
  state_before: number;
  rating: number;
}

/**
 * Adds a rating to its quarter hour's counts (`by` 1), or takes an undone one away (`by` -1), in the
 * transaction that writes or undoes its log row, so the counts are always the log's.
 */
export async function countRating(
  trx: Transaction<DB> | Kysely<DB>,
  userId: string,
  log: CountedRating,
  by: 1 | -1,
): Promise<void> {
  const bucket = Math.floor(log.reviewed_at / BUCKET_MS);
  const inReview = log.state_before === REVIEW ? by : 0;
  const recalled = log.state_before === REVIEW && log.rating > AGAIN ? by : 0;
  await trx
    .insertInto('review_buckets')
    .values({ user_id: userId, bucket, ratings: by, review_ratings: inReview, review_recalled: recalled })
    .onConflict((oc) =>
      oc.columns(['user_id', 'bucket']).doUpdateSet((eb) => ({
        ratings: eb('review_buckets.ratings', '+', eb.ref('excluded.ratings')),
        review_ratings: eb('review_buckets.review_ratings', '+', eb.ref('excluded.review_ratings')),
        review_recalled: eb('review_buckets.review_recalled', '+', eb.ref('excluded.review_recalled')),
      })),
    )
    .execute();
}

/** A student's counts from `since` on, bucket by bucket. */
export function bucketsSince(db: Kysely<DB>, userId: string, since: number) {
  return db
    .selectFrom('review_buckets')
    .select(['bucket', 'ratings', 'review_ratings', 'review_recalled'])
    .where('user_id', '=', userId)
    .where('bucket', '>=', Math.floor(since / BUCKET_MS))
    .where('ratings', '>', 0)
    .execute();
}

/** Every rating a student has standing, all time. */
export async function totalRatings(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('review_buckets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ratings'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts a student's buckets again from the log, in the caller's transaction: after a late rating's
 * replay (it can change what later ratings were rated from), and for data written straight into the
 * log (the bench's seed).
 */
export async function recountBuckets(trx: Transaction<DB> | Kysely<DB>, userId: string): Promise<void> {
  await trx.deleteFrom('review_buckets').where('user_id', '=', userId).execute();
  await trx
    .insertInto('review_buckets')
    .columns(['user_id', 'bucket', 'ratings', 'review_ratings', 'review_recalled'])
    .expression((eb) =>
      eb
        .selectFrom('review_logs')
        .select([
          'user_id',
          sql<number>`reviewed_at / ${sql.lit(BUCKET_MS)}`.as('bucket'),
          eb.fn.countAll<number>().as('ratings'),
          sql<number>`sum(case when state_before = ${sql.lit(REVIEW)} then 1 else 0 end)`.as('review_ratings'),
          sql<number>`sum(case when state_before = ${sql.lit(REVIEW)} and rating > ${sql.lit(AGAIN)} then 1 else 0 end)`.as(
            'review_recalled',
          ),
        ])
        .where('user_id', '=', userId)
        .where('undone_at', 'is', null)
        .groupBy(['user_id', sql`reviewed_at / ${sql.lit(BUCKET_MS)}`]),
    )
    .execute();
}
