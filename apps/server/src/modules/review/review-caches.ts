import type { StatsResponse } from '@coursecards/shared/schemas/review';
import type { Clock } from '../../lib/clock.ts';
import { DerivedCache } from './derived-cache.ts';

export type Decks = Array<{ setId: string; unrated: number }>;

/**
 * What the review routes keep per student (ADR 0030), each under the student's data version: the
 * sets with unrated cards and how many (ADR 0017), today's rating counts, and the statistics page.
 * The app clears them all when any set is written, here or in another process.
 */
export class ReviewCaches {
  readonly decks: DerivedCache<Decks>;
  readonly ratedToday: DerivedCache<{ fresh: number; reviews: number }>;
  readonly stats: DerivedCache<StatsResponse>;

  constructor(clock: Clock) {
    this.decks = new DerivedCache(clock);
    this.ratedToday = new DerivedCache(clock);
    this.stats = new DerivedCache(clock);
  }

  clear(): void {
    this.decks.clear();
    this.ratedToday.clear();
    this.stats.clear();
  }
}
