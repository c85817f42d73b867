import { describe, expect, it } from 'vitest';
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createUser, makeReviewLog } from '../../../test/factories.ts';
import type { ReviewLogRow } from '../../db/types.ts';
import { systemClock } from '../../lib/clock.ts';
import { OPTIMISE_EVERY, optimiseIfDue, trainingItems } from './optimise-parameters.ts';
import { recountBuckets } from './review-buckets.repository.ts';
import { settingsOf } from './review-settings.ts';

const DAY = 86_400_000;
const START = Date.parse('2025-09-01T10:00:00Z');
const UTC_4AM = { timeZone: 'UTC', startHour: 4 };

describe('fitting a student’s own FSRS parameters', () => {
  it('reads each card’s ratings in time order, with whole days between them in the student’s own days', () => {
    const items = trainingItems(
      [
        { card_id: 'b', reviewed_at: START, rating: 3 },
        { card_id: 'a', reviewed_at: START + 2 * DAY, rating: 3 },
        { card_id: 'a', reviewed_at: START, rating: 1 },
        // Ten minutes later, the same day: history, but nothing to predict.
        { card_id: 'a', reviewed_at: START + 10 * 60_000, rating: 3 },
        // 03:00 the next day is still the day before for a day that starts at 4 a.m.
        { card_id: 'b', reviewed_at: START + DAY - 8 * 3_600_000 + 60 * 60_000, rating: 3 },
        { card_id: 'b', reviewed_at: START + 3 * DAY, rating: 4 },
      ],
      UTC_4AM,
    );
    const read = items.map((item) => item.map((r) => [r.rating, r.deltaT]));
    // Card b (rated first): its 03:00 rating is the same day; one item, predicting the last rating.
    expect(read).toEqual([
      [
        [3, 0],
        [3, 0],
        [4, 3],
      ],
      [
        [1, 0],
        [3, 0],
        [3, 2],
      ],
    ]);
  });

  describe('in the database', () => {
    const t = suiteApp();

    /** `cards` cards rated over months as ts-fsrs schedules them, straight into the log. */
    async function studentWithHistory(cardCount: number, perCard: number) {
      const user = await createUser(t.db);
      const { cards } = await createSet(t.db, { owner: user, cards: cardCount });
      const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
      const logs: ReviewLogRow[] = [];
      cards.forEach((row, i) => {
        let card: Card = createEmptyCard(new Date(START));
        let at = START + (i % 7) * 3_600_000;
        for (let n = 0; n < perCard; n++) {
          const grade = ((i + n) % 6 === 0 ? 1 : (i + n) % 9 === 0 ? 2 : 3) as Grade;
          const stateBefore = card.state;
          card = scheduler.next(card, new Date(at), grade).card;
          logs.push(makeReviewLog({ user, card: row, rating: grade, at, stateBefore, after: card }));
          at = Math.max(card.due.getTime(), at + 60_000);
        }
      });
      for (let i = 0; i < logs.length; i += 200)
        await t.db
          .insertInto('review_logs')
          .values(logs.slice(i, i + 200))
          .execute();
      await recountBuckets(t.db, user.id);
      return user;
    }

    it('waits for enough ratings, fits once it has them, and the scheduler then uses the fitted weights', async () => {
      const few = await studentWithHistory(20, 10);
      expect(await optimiseIfDue(t.db, systemClock, few.id)).toBeNull();
      expect((await settingsOf(t.db, few.id)).scheduler.weights).toBeNull();

      const keen = await studentWithHistory(100, 12);
      const weights = await optimiseIfDue(t.db, systemClock, keen.id);
      expect(weights).toHaveLength(21);
      expect(weights!.every(Number.isFinite)).toBe(true);
      expect((await settingsOf(t.db, keen.id)).scheduler.weights).toEqual(weights);
      // Not again until OPTIMISE_EVERY more ratings.
      expect(OPTIMISE_EVERY).toBeLessThanOrEqual(1200);
      expect(await optimiseIfDue(t.db, systemClock, keen.id)).toBeNull();
    });
  });
});
