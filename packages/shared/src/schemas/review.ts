import { SetLanguage } from './sets.ts';
import { z } from './z.ts';

/**
 * Spaced repetition (docs/product/review.md), under /api. Times are ISO 8601 strings; dates of the
 * stats are the student's own days (their time zone, their day's start hour) as YYYY-MM-DD.
 */
const Id = z.string().min(1).max(64);

export const ReviewLimits = {
  queueMax: 100,
  queueDefault: 20,
  newPerDayMax: 500,
  reviewsPerDayMax: 9999,
  retentionMin: 0.7,
  retentionMax: 0.97,
  /** a rating may be stamped this far ahead of the server's clock (clock skew), no further */
  futureSkewMs: 60_000,
  durationMaxMs: 3_600_000,
  forecastDays: 7,
  heatmapDays: 365,
} as const;

export const Ratings = ['again', 'hard', 'good', 'easy'] as const;
export const Rating = z.enum(Ratings, { error: 'The rating must be again, hard, good or easy' });
export type Rating = z.infer<typeof Rating>;

export const MemoryStates = ['new', 'learning', 'review', 'relearning'] as const;
export const MemoryState = z.enum(MemoryStates);
export type MemoryState = z.infer<typeof MemoryState>;

export const StudyModes = ['review', 'flip', 'quiz', 'learn'] as const;
export const StudyMode = z.enum(StudyModes);
export type StudyMode = z.infer<typeof StudyMode>;

/** Short labels of the interval each rating would give: "10m", "1d", "3d", "2mo". */
export const NextIntervals = z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() });
export type NextIntervals = z.infer<typeof NextIntervals>;

/** GET /review/due?limit=N[&setId=] */
export const DueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ReviewLimits.queueMax).default(ReviewLimits.queueDefault),
  setId: Id.optional(),
});

export const DueCard = z.object({
  cardId: z.string(),
  setId: z.string(),
  /** the set's language, for read-aloud */
  language: SetLanguage,
  question: z.string(),
  answer: z.string(),
  questionImage: z.string().nullable(),
  answerImage: z.string().nullable(),
  state: MemoryState,
  /** null for a card never rated */
  due: z.string().nullable(),
  /** what each button would schedule if rated now */
  nextIntervals: NextIntervals,
});
export type DueCard = z.infer<typeof DueCard>;

export const DueResponse = z.object({
  cards: z.array(DueCard),
  /** rated cards due now (within today's review limit) */
  totalDue: z.number().int(),
  /** never-rated cards of studied sets still allowed today */
  newAvailable: z.number().int(),
});
export type DueResponse = z.infer<typeof DueResponse>;

/** POST /review/answer */
export const AnswerRequest = z.object({
  cardId: Id,
  rating: Rating,
  /** when the student answered (default: when the server receives it); never in the future */
  reviewedAt: z
    .union([z.iso.datetime({ offset: true }), z.number().int().min(0)], {
      error: 'reviewedAt must be an ISO 8601 date and time (or epoch milliseconds)',
    })
    .optional(),
  mode: StudyMode.default('review'),
  durationMs: z.number().int().min(0).max(ReviewLimits.durationMaxMs).optional(),
  /** the same key sent twice records one rating (the Idempotency-Key header works too) */
  idempotencyKey: z.string().min(8).max(64).optional(),
});
export type AnswerRequest = z.input<typeof AnswerRequest>;

export const AnswerResponse = z.object({
  cardId: z.string(),
  state: MemoryState,
  due: z.string(),
  intervalDays: z.number().int(),
  /** what each rating would schedule at the card's next review, when it is due */
  nextIntervals: NextIntervals,
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/** POST /review/undo: the card as it was before the last rating */
export const UndoResponse = z.object({
  cardId: z.string(),
  setId: z.string(),
  state: MemoryState,
  /** null when the card is new again */
  due: z.string().nullable(),
  rating: Rating,
});
export type UndoResponse = z.infer<typeof UndoResponse>;

export const DayCount = z.object({ date: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof DayCount>;

/** GET /review/stats */
export const StatsResponse = z.object({
  dueToday: z.number().int(),
  reviewedToday: z.number().int(),
  streakDays: z.number().int(),
  forecast: z.array(DayCount),
  heatmap: z.array(DayCount),
  retention: z.object({
    /** share of reviews of cards in review (not learning) recalled, last 30 days; null without any */
    achieved: z.number().nullable(),
    desired: z.number(),
    reviews: z.number().int(),
  }),
  totals: z.object({ reviews: z.number().int(), cardsStudied: z.number().int(), mastered: z.number().int() }),
  newAvailable: z.number().int(),
});
export type StatsResponse = z.infer<typeof StatsResponse>;

/** GET /review/sets: the sets with something to study today, for Today's rows */
export const ReviewSetsResponse = z.object({
  sets: z.array(
    z.object({
      setId: z.string(),
      title: z.string(),
      classCode: z.string(),
      due: z.number().int(),
      new: z.number().int(),
    }),
  ),
});
export type ReviewSetsResponse = z.infer<typeof ReviewSetsResponse>;

/** GET /sets/:id/progress */
export const ProgressResponse = z.object({
  new: z.number().int(),
  learning: z.number().int(),
  review: z.number().int(),
  mastered: z.number().int(),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;

export const ReviewSettings = z.object({
  desiredRetention: z
    .number()
    .min(ReviewLimits.retentionMin, 'Desired retention must be between 0.70 and 0.97')
    .max(ReviewLimits.retentionMax, 'Desired retention must be between 0.70 and 0.97'),
  newCardsPerDay: z.number().int().min(0).max(ReviewLimits.newPerDayMax),
  maxReviewsPerDay: z.number().int().min(1).max(ReviewLimits.reviewsPerDayMax),
  dayStartHour: z.number().int().min(0).max(23),
  timeZone: z.string().min(1).max(64),
});
export type ReviewSettings = z.infer<typeof ReviewSettings>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  dayStartHour: 4,
  timeZone: 'UTC',
};
