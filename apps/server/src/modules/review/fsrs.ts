import type { MemoryState, NextIntervals, Rating } from '@coursecards/shared/schemas/review';
import { createEmptyCard, fsrs, generatorParameters, StrategyMode, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { ReviewStateRow } from '../../db/types.ts';

/**
 * The memory model is ts-fsrs itself (ADR 0017): this file only converts between our rows and its
 * Card, and names things. Fuzz stays off so a rating's outcome depends on nothing but the
 * parameters, the card and the time (the tests compare with ts-fsrs on exactly that).
 */
export interface SchedulerParameters {
  desiredRetention: number;
  /** optimised weights; null for FSRS's defaults */
  weights: readonly number[] | null;
}

const schedulers = new Map<string, FSRS>();
const MAX_SCHEDULERS = 1000;

/**
 * The scheduler for these parameters, made once: a queue previews four ratings for each of its cards,
 * and making a scheduler costs more than a preview. Its seed only feeds the fuzz, which is off, so it
 * is not worked out from each card (ts-fsrs's default formats the card's numbers into a string).
 */
export function schedulerFor({ desiredRetention, weights }: SchedulerParameters): FSRS {
  const key = `${desiredRetention}:${weights?.join(',') ?? ''}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= MAX_SCHEDULERS) schedulers.clear();
    scheduler = fsrs(
      generatorParameters({
        request_retention: desiredRetention,
        enable_fuzz: false,
        ...(weights ? { w: weights } : {}),
      }),
    ).useStrategy(StrategyMode.SEED, () => '');
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

const GRADES: Record<Rating, Grade> = { again: 1, hard: 2, good: 3, easy: 4 };
export const gradeOf = (rating: Rating): Grade => GRADES[rating];
export const ratingOf = (grade: number): Rating => (['again', 'hard', 'good', 'easy'] as const)[grade - 1] ?? 'again';

const STATE_NAMES: MemoryState[] = ['new', 'learning', 'review', 'relearning'];
export const stateName = (state: number): MemoryState => STATE_NAMES[state] ?? 'new';

/** The columns of a memory state that make a ts-fsrs Card (everything but ids). */
export type MemoryColumns = Omit<ReviewStateRow, 'user_id' | 'card_id' | 'set_id' | 'last_log_id'>;

export function toCard(row: MemoryColumns | undefined, now: number): Card {
  if (!row) return createEmptyCard(new Date(now));
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review !== null ? { last_review: new Date(row.last_review) } : {}),
  };
}

export function toColumns(card: Card): MemoryColumns {
  return {
    state: card.state,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "10m", "3h", "1d", "3w", "2mo", "1.5y": how long until a rating's next review. */
export function intervalLabel(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  const days = Math.round(ms / DAY);
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${Math.round((days / 365) * 10) / 10}y`;
}

/** What each rating would schedule if the card were rated at `at`. */
export function previewIntervals(scheduler: FSRS, card: Card, at: number): NextIntervals {
  const preview = scheduler.repeat(card, new Date(at));
  const label = (grade: Grade) => intervalLabel(preview[grade].card.due.getTime() - at);
  return { again: label(1), hard: label(2), good: label(3), easy: label(4) };
}
