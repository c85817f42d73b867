import { ReviewLimits, type DayCount, type StatsResponse } from '@coursecards/shared/schemas/review';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReviewCaches } from './review-caches.ts';
import { BUCKET_MS, bucketsSince, totalRatings } from './review-buckets.repository.ts';
import { dueQueue, MASTERED_DAYS } from './review-queue.ts';
import { settingsOf, type StudentSettings } from './review-settings.ts';
import { versionOf } from './review-versions.repository.ts';
import { addDays, DAY, dayCounter, dayOf, dayStart } from './student-day.ts';

// Ratings are counted in quarter-hour buckets as they are made (review-buckets.repository.ts), then put in the
// student's days here: a time zone's offset is a whole number of quarter hours.
const RETENTION_WINDOW_DAYS = 30;

function visibleSet(userId: string) {
  return sql<boolean>`(sets.is_public = 1 or sets.owner_id = ${userId})`;
}

/**
 * The statistics page. It changes only with the student's data (every rating, undo and replay moves
 * its version on), their settings and their day, so the routes keep it under those (ADR 0030).
 */
export async function reviewStats(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  caches?: ReviewCaches,
): Promise<StatsResponse> {
  if (!caches) return computeStats(db, clock, userId, await settingsOf(db, userId));
  const version = await versionOf(db, userId);
  const settings = await settingsOf(db, userId);
  const key = JSON.stringify([version, dayStart(clock.now(), settings.day), settings]);
  return caches.stats.get(userId, key, () => computeStats(db, clock, userId, settings, caches));
}

async function computeStats(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  settings: StudentSettings,
  caches?: ReviewCaches,
): Promise<StatsResponse> {
  const now = clock.now();
  const today = dayStart(now, settings.day);
  const todayDate = dayOf(now, settings.day);
  const since = today - (ReviewLimits.heatmapDays - 1) * DAY;

  // The year's counts, by quarter hour; the last 30 days of them also give the retention achieved.
  const buckets = await bucketsSince(db, userId, since);
  const retentionFrom = (today - RETENTION_WINDOW_DAYS * DAY) / BUCKET_MS;
  let reviews = 0;
  let recalled = 0;
  for (const row of buckets) {
    if (Number(row.bucket) < retentionFrom) continue;
    reviews += Number(row.review_ratings);
    recalled += Number(row.review_recalled);
  }
  const perDay = new Map<string, number>();
  const dayOfBucket = dayCounter(settings.day);
  for (const { bucket, ratings } of buckets) {
    const day = dayOfBucket(Number(bucket) * BUCKET_MS);
    perDay.set(day, (perDay.get(day) ?? 0) + Number(ratings));
  }
  const heatmap: DayCount[] = [...perDay]
    .map(([date, count]) => ({ date, count }))
    .filter((d) => d.date <= todayDate)
    .sort((a, b) => a.date.localeCompare(b.date));

  // A streak counts back from today, or from yesterday while today has no rating yet.
  let streakDays = 0;
  let day = perDay.has(todayDate) ? todayDate : addDays(todayDate, -1);
  while (perDay.has(day)) {
    streakDays++;
    day = addDays(day, -1);
  }

  // Due by the end of each of the next days; overdue cards count for today. Counted per set and day
  // from the due index alone (it holds the set id), then each set is looked up once for visibility;
  // states of removed cards go with them (sets.repository forgetRemovedCards): the set says it all.
  const forecastRows = await sql<{ day_offset: number; n: number }>`
    select per_set.day_offset, sum(per_set.n) as n
    from (
      select set_id,
        case when due < ${today} then 0 else cast((due - ${today}) / ${DAY} as integer) end as day_offset,
        count(*) as n
      from review_states
      where user_id = ${userId} and due < ${today + ReviewLimits.forecastDays * DAY}
      group by set_id, 2
    ) as per_set
    inner join sets on sets.id = per_set.set_id
    where ${visibleSet(userId)}
    group by per_set.day_offset
  `.execute(db);
  const forecast: DayCount[] = Array.from({ length: ReviewLimits.forecastDays }, (_, i) => ({
    date: addDays(todayDate, i),
    count: 0,
  }));
  for (const row of forecastRows.rows) {
    const slot = forecast[Number(row.day_offset)];
    if (slot) slot.count += Number(row.n);
  }

  const totalReviews = await totalRatings(db, userId);
  const cards = await db
    .selectFrom('review_states')
    .select([
      sql<number>`count(*)`.as('studied'),
      sql<number>`coalesce(sum(case when state = 2 and scheduled_days >= ${MASTERED_DAYS} then 1 else 0 end), 0)`.as(
        'mastered',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const queue = await dueQueue(db, clock, userId, 1, undefined, caches);

  return {
    dueToday: forecast[0]?.count ?? 0,
    reviewedToday: perDay.get(todayDate) ?? 0,
    streakDays,
    forecast,
    heatmap,
    retention: {
      achieved: reviews ? recalled / reviews : null,
      desired: settings.desiredRetention,
      reviews,
    },
    totals: { reviews: totalReviews, cardsStudied: Number(cards.studied), mastered: Number(cards.mastered) },
    newAvailable: queue.newAvailable,
  };
}
