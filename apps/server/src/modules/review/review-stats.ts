import { ReviewLimits, type DayCount, type StatsResponse } from '@coursecards/shared/schemas/review';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReviewCaches } from './review-caches.ts';
import { BUCKET_MS, bucketsSince, totalRatings } from './review-buckets.repository.ts';
import { dueQueue, MASTERED_DAYS } from './review-queue.ts';
import { settingsOf, type StudentSettings } from './review-settings.ts';
import { cardTotals, forecastRows as forecastRowsOf } from './review-stats.repository.ts';
import { versionOf } from './review-versions.repository.ts';
import { addDays, DAY, dayCounter, dayOf, dayStart } from './student-day.ts';

// Ratings are counted in quarter-hour buckets as they are made (review-buckets.repository.ts), then put in the
// student's days here: a time zone's offset is a whole number of quarter hours.
const RETENTION_WINDOW_DAYS = 30;

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

  // Due by the end of each of the next days; overdue cards count for today (review-stats.repository.ts).
  const forecastRows = await forecastRowsOf(db, userId, today, today + ReviewLimits.forecastDays * DAY);
  const forecast: DayCount[] = Array.from({ length: ReviewLimits.forecastDays }, (_, i) => ({
    date: addDays(todayDate, i),
    count: 0,
  }));
  for (const row of forecastRows.rows) {
    const slot = forecast[Number(row.day_offset)];
    if (slot) slot.count += Number(row.n);
  }

  const totalReviews = await totalRatings(db, userId);
  const cards = await cardTotals(db, userId, MASTERED_DAYS);
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
