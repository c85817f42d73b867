import { DEFAULT_REVIEW_SETTINGS } from '@coursecards/shared/schemas/review';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { totalRatings } from './review-buckets.repository.ts';
import { readFitted, type FittedParameters } from './fitted-parameters.ts';
import { standingRatings } from './review-logs.repository.ts';
import { settingsOf } from './review-settings.ts';
import { findParameters, saveParameters } from './review-settings.repository.ts';
import { DAY, dayCounter, type DayRule } from './student-day.ts';

/** A student's own parameters are fitted once they have this many ratings, and again after as many more. */
export const OPTIMISE_EVERY = 1000;

interface LoggedRating {
  card_id: string;
  reviewed_at: number;
  rating: number;
}

/**
 * The optimiser's training items from a student's standing ratings: per card, its ratings in time
 * order, each with the whole days (in the student's own days) since the card's previous rating; one
 * item per rating that came on a later day than the one before (what the optimiser learns to predict).
 */
export interface TrainingReview {
  rating: number;
  deltaT: number;
}

export function trainingItems(logs: readonly LoggedRating[], rule: DayRule): TrainingReview[][] {
  const dayNumber = (
    (day) => (ms: number) =>
      Date.parse(`${day(ms)}T00:00:00Z`) / DAY
  )(dayCounter(rule));
  const byCard = new Map<string, LoggedRating[]>();
  for (const log of logs) {
    const list = byCard.get(log.card_id);
    if (list) list.push(log);
    else byCard.set(log.card_id, [log]);
  }
  const items: TrainingReview[][] = [];
  for (const ratings of byCard.values()) {
    ratings.sort((a, b) => a.reviewed_at - b.reviewed_at);
    const reviews: TrainingReview[] = [];
    let previousDay: number | null = null;
    for (const log of ratings) {
      const day = dayNumber(log.reviewed_at);
      const delta = previousDay === null ? 0 : day - previousDay;
      reviews.push({ rating: log.rating, deltaT: delta });
      previousDay = day;
      if (reviews.length > 1 && delta > 0) items.push([...reviews]);
    }
  }
  return items;
}

/**
 * Fits the student's own FSRS parameters with the open-spaced-repetition optimiser (fsrs-rs) when they
 * have OPTIMISE_EVERY more ratings than the last fit had; returns the new weights, or null when it is
 * not time yet (or the optimiser found nothing to learn). The scheduler uses them from the next rating on.
 */
export async function optimiseIfDue(db: Kysely<DB>, clock: Clock, userId: string): Promise<number[] | null> {
  const ratings = await totalRatings(db, userId);
  const row = await findParameters(db, userId);
  const fitted = readFitted(row?.parameters ?? null);
  if (ratings < OPTIMISE_EVERY || ratings - (fitted?.ratings ?? 0) < OPTIMISE_EVERY) return null;

  const settings = await settingsOf(db, userId);
  const logs = await standingRatings(db, userId);
  const items = trainingItems(logs, settings.day);
  if (items.length === 0) return null;
  // Loaded when first needed: a platform without the optimiser's binary still serves everything else.
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } = await import('@open-spaced-repetition/binding');
  const trainSet = items.map(
    (reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT))),
  );
  const weights = Array.from(await computeParameters(trainSet, { enableShortTerm: true }));
  if (weights.length === 0 || weights.some((w) => !Number.isFinite(w))) return null;

  const parameters = JSON.stringify({ weights, ratings, fittedAt: clock.now() } satisfies FittedParameters);
  const defaults = DEFAULT_REVIEW_SETTINGS;
  await saveParameters(db, {
    user_id: userId,
    desired_retention: defaults.desiredRetention,
    new_per_day: defaults.newCardsPerDay,
    max_reviews_per_day: defaults.maxReviewsPerDay,
    day_start_hour: defaults.dayStartHour,
    time_zone: defaults.timeZone,
    parameters,
    updated_at: clock.now(),
  });
  return weights;
}
