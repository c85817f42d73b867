import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '@coursecards/shared/schemas/review';
import type { Kysely, Transaction } from 'kysely';
import type { DB, ReviewSettingsRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { SchedulerParameters } from './fsrs.ts';
import { readFitted } from './fitted-parameters.ts';
import { findSettingsRow, upsertSettings } from './review-settings.repository.ts';
import { isTimeZone, type DayRule } from './student-day.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A student's settings with what the scheduler needs; defaults until they change something. */
export interface StudentSettings extends ReviewSettings {
  scheduler: SchedulerParameters;
  day: DayRule;
}

function fromRow(row: ReviewSettingsRow | undefined): StudentSettings {
  const settings: ReviewSettings = row
    ? {
        desiredRetention: row.desired_retention,
        newCardsPerDay: row.new_per_day,
        maxReviewsPerDay: row.max_reviews_per_day,
        dayStartHour: row.day_start_hour,
        timeZone: row.time_zone,
      }
    : DEFAULT_REVIEW_SETTINGS;
  const weights = readFitted(row?.parameters ?? null)?.weights ?? null;
  return {
    ...settings,
    scheduler: { desiredRetention: settings.desiredRetention, weights },
    day: { timeZone: settings.timeZone, startHour: settings.dayStartHour },
  };
}

export async function settingsOf(db: Executor, userId: string): Promise<StudentSettings> {
  return fromRow(await findSettingsRow(db, userId));
}

export function publicSettings(settings: StudentSettings): ReviewSettings {
  const { desiredRetention, newCardsPerDay, maxReviewsPerDay, dayStartHour, timeZone } = settings;
  return { desiredRetention, newCardsPerDay, maxReviewsPerDay, dayStartHour, timeZone };
}

/** Saves all of the settings; scheduled due dates stay (FSRS applies the new retention at each next rating). */
export async function saveSettings(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  input: ReviewSettings,
): Promise<ReviewSettings> {
  if (!isTimeZone(input.timeZone)) throw badRequest(`"${input.timeZone}" is not a time zone this server knows`);
  const values = {
    desired_retention: input.desiredRetention,
    new_per_day: input.newCardsPerDay,
    max_reviews_per_day: input.maxReviewsPerDay,
    day_start_hour: input.dayStartHour,
    time_zone: input.timeZone,
    updated_at: clock.now(),
  };
  await upsertSettings(db, userId, values);
  return publicSettings(await settingsOf(db, userId));
}
