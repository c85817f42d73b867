import type { AnswerResponse } from '@coursecards/shared/schemas/review';
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { DAY, TestClock } from '../../../test/clock.ts';
import { createSet, createSignedInUser } from '../../../test/factories.ts';

const START = Date.parse('2026-03-02T12:00:00Z');

/** What ts-fsrs makes of these ratings, in this order, from a new card (the defaults, no fuzz). */
function replay(ratings: Array<[Grade, number]>): Card {
  const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
  let card = createEmptyCard(new Date(ratings[0]![1]));
  for (const [grade, at] of ratings) card = scheduler.next(card, new Date(at), grade).card;
  return card;
}

describe('ratings that arrive late (made offline, sent when back online)', () => {
  const clock = new TestClock(START);
  const t = suiteApp({ clock });

  async function studentWithCard() {
    const { user, token } = await createSignedInUser(t.db, clock);
    const headers = bearer(token);
    const { cards } = await createSet(t.db, { owner: user, is_public: 0, cards: 1 });
    return { user, headers, cardId: cards[0]!.id };
  }
  const rate = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/review/answer', headers, payload });
  const logsOf = (userId: string) =>
    t.db.selectFrom('review_logs').selectAll().where('user_id', '=', userId).orderBy('reviewed_at').execute();
  const stateOf = (userId: string, cardId: string) =>
    t.db
      .selectFrom('review_states')
      .selectAll()
      .where('user_id', '=', userId)
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();

  it('keeps an older rating and derives the card from all its ratings in the order they were made', async () => {
    const { user, headers, cardId } = await studentWithCard();
    // Another device rated the card on day 2; this one rated it on day 0, offline, and syncs on day 3.
    clock.t = START + 2 * DAY;
    expect((await rate(headers, { cardId, rating: 'good', idempotencyKey: 'device-b-0001' })).statusCode).toBe(200);
    clock.t = START + 3 * DAY;
    const late = await rate(headers, { cardId, rating: 'again', reviewedAt: START, idempotencyKey: 'device-a-0001' });
    expect(late.statusCode).toBe(200);

    const expected = replay([
      [1, START],
      [3, START + 2 * DAY],
    ]);
    const logs = await logsOf(user.id);
    expect(logs.map((log) => [log.reviewed_at, log.rating])).toEqual([
      [START, 1],
      [START + 2 * DAY, 3],
    ]);
    const state = await stateOf(user.id, cardId);
    expect(state).toMatchObject({
      due: expected.due.getTime(),
      reps: 2,
      lapses: expected.lapses,
      last_log_id: logs[1]!.id,
    });
    expect(state.stability).toBeCloseTo(expected.stability, 9);
    expect(late.json<AnswerResponse>().due).toBe(expected.due.toISOString());
    // The later rating's "before" is now the earlier one's outcome: undo restores that.
    expect(JSON.parse(logs[1]!.card_before!)).toMatchObject({ last_log_id: logs[0]!.id, reps: 1 });
    expect(logs[0]!.card_before).toBeNull();
    // The statistics' counts follow the replayed log.
    const counted = async () =>
      (await t.db.selectFrom('review_buckets').selectAll().where('user_id', '=', user.id).execute()).reduce(
        (sum, b) => sum + Number(b.ratings),
        0,
      );
    expect(await counted()).toBe(2);

    const undo = await t.app.inject({ method: 'POST', url: '/api/review/undo', headers });
    expect(undo.statusCode).toBe(200);
    expect(await counted()).toBe(1);
    const first = replay([[1, START]]);
    expect(await stateOf(user.id, cardId)).toMatchObject({
      due: first.due.getTime(),
      reps: 1,
      last_log_id: logs[0]!.id,
    });
  });

  it('records a late rating sent twice once', async () => {
    const { user, headers, cardId } = await studentWithCard();
    clock.t = START + DAY;
    await rate(headers, { cardId, rating: 'good', idempotencyKey: 'device-b-0002' });
    clock.t = START + 2 * DAY;
    const payload = { cardId, rating: 'hard', reviewedAt: START, idempotencyKey: 'device-a-0002' };
    const first = await rate(headers, payload);
    const again = await rate(headers, payload);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await logsOf(user.id)).toHaveLength(2);
    expect((await stateOf(user.id, cardId)).reps).toBe(2);
  });
});
