import type { AnswerResponse, DueResponse, ReviewSettings, StatsResponse } from '@coursecards/shared/schemas/review';
import type { SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { fsrs, generatorParameters, createEmptyCard, type Card, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { MINUTE, DAY, TestClock } from '../../../test/clock.ts';
import { createSet, createSignedInUser, createUser } from '../../../test/factories.ts';
import type { SetRow } from '../../db/types.ts';
import { recountBuckets } from './review-buckets.repository.ts';

const START = Date.parse('2026-03-02T12:00:00Z');

describe('review API', () => {
  const clock = new TestClock(START);
  const t = suiteApp({ clock });

  async function student() {
    const { user, token } = await createSignedInUser(t.db, clock);
    return { user, headers: bearer(token) };
  }
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const rate = (headers: Record<string, string>, cardId: string, rating: string, extra: object = {}) =>
    post('/api/review/answer', headers, { cardId, rating, ...extra });
  const due = async (headers: Record<string, string>, query = '') =>
    (await get(`/api/review/due?limit=100${query}`, headers)).json<DueResponse>();
  /** The owner saves `set` (private) with these cards in place of its own. */
  const editCards = (headers: Record<string, string>, set: SetRow, flashcards: SaveSetRequest['flashcards']) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/sets/update/${set.id}`,
      headers,
      payload: { title: set.title, classCode: set.class_code, description: '', isPublic: false, flashcards },
    });

  it('schedules exactly as ts-fsrs does for the same parameters, ratings and times', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, is_public: 0, cards: 1 });
    const cardId = cards[0]!.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers,
      payload: { desiredRetention: 0.85, newCardsPerDay: 20, maxReviewsPerDay: 200, dayStartHour: 4, timeZone: 'UTC' },
    });
    expect(put.statusCode).toBe(200);

    const scheduler = fsrs(generatorParameters({ request_retention: 0.85, enable_fuzz: false }));
    let expected: Card = createEmptyCard(new Date(START));
    const steps: Array<[string, Grade, number]> = [
      ['good', 3, 0],
      ['good', 3, 10 * MINUTE],
      ['again', 1, 2 * DAY],
      ['good', 3, 2 * DAY + 10 * MINUTE],
      ['easy', 4, 9 * DAY],
      ['hard', 2, 30 * DAY],
    ];
    for (const [rating, grade, after] of steps) {
      clock.t = START + after;
      const res = await rate(headers, cardId, rating);
      expect(res.statusCode).toBe(200);
      expected = scheduler.next(expected, new Date(clock.t), grade).card;
      const body = res.json<AnswerResponse>();
      expect(body.due).toBe(expected.due.toISOString());
      expect(body.intervalDays).toBe(expected.scheduled_days);
      const row = await t.db
        .selectFrom('review_states')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        state: expected.state,
        due: expected.due.getTime(),
        stability: expected.stability,
        difficulty: expected.difficulty,
        reps: expected.reps,
        lapses: expected.lapses,
        learning_steps: expected.learning_steps,
      });
    }
    clock.t = START;
  });

  it('takes a rated card out of the queue and brings it back when it is due', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, is_public: 0, cards: 3 });
    const first = await due(headers);
    expect(first.newAvailable).toBe(3);
    expect(first.totalDue).toBe(0);
    expect(first.cards.map((c) => c.state)).toEqual(['new', 'new', 'new']);
    expect(first.cards[0]!.nextIntervals).toMatchObject({
      again: '1m',
      hard: '6m',
      good: '10m',
    });

    const answered = (await rate(headers, cards[0]!.id, 'easy')).json<AnswerResponse>();
    expect(answered.state).toBe('review');
    const after = await due(headers);
    expect(after.cards.map((c) => c.cardId)).not.toContain(cards[0]!.id);
    expect(after.newAvailable).toBe(2);

    clock.t = Date.parse(answered.due) + MINUTE;
    const later = await due(headers);
    expect(later.totalDue).toBe(1);
    expect(later.cards[0]).toMatchObject({ cardId: cards[0]!.id, state: 'review' });
    clock.t = START;
  });

  it('gives each card its set’s language, for read-aloud, new and due cards alike', async () => {
    const { user, headers } = await student();
    const french = await createSet(t.db, { owner: user, is_public: 0, cards: 2, language: 'fr' });
    await createSet(t.db, { owner: user, is_public: 0, cards: 1, language: 'ja' });
    await rate(headers, french.cards[0]!.id, 'again');
    clock.t = START + 2 * MINUTE;
    const queue = await due(headers);
    clock.t = START;
    expect(queue.cards.map((c) => c.state).sort()).toEqual(['learning', 'new', 'new']);
    const languageOf = (setId: string) => (setId === french.set.id ? 'fr' : 'ja');
    for (const card of queue.cards) expect(card.language).toBe(languageOf(card.setId));
  });

  it('refuses unknown ratings, far-future times and cards the student cannot see', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 1 });
    const bad = await rate(headers, cards[0]!.id, 'perfect');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    const future = await rate(headers, cards[0]!.id, 'good', {
      reviewedAt: new Date(START + DAY).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'validation_error', message: 'reviewedAt is in the future' });

    const other = await createUser(t.db);
    const { set: hidden, cards: hiddenCards } = await createSet(t.db, { owner: other, is_public: 0, cards: 2 });
    expect((await rate(headers, hiddenCards[0]!.id, 'good')).statusCode).toBe(404);
    expect((await rate(headers, 'no-such-card', 'good')).statusCode).toBe(404);
    expect((await get(`/api/sets/${hidden.id}/progress`, headers)).statusCode).toBe(404);
    expect((await get(`/api/review/due?setId=${hidden.id}`, headers)).statusCode).toBe(404);
    const count = await t.db
      .selectFrom('review_logs')
      .select(t.db.fn.countAll().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect((await get('/api/review/due', {})).statusCode).toBe(401);
  });

  it('records a rating sent twice with one key once, and answers both alike', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 1 });
    const body = { idempotencyKey: 'tab-one-rating-1' };
    const [a, b] = await Promise.all([
      rate(headers, cards[0]!.id, 'good', body),
      rate(headers, cards[0]!.id, 'good', body),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const header = await t.app.inject({
      method: 'POST',
      url: '/api/review/answer',
      headers: { ...headers, 'idempotency-key': 'tab-one-rating-1' },
      payload: { cardId: cards[0]!.id, rating: 'good' },
    });
    expect(header.json()).toEqual(a.json());
    const logs = await t.db.selectFrom('review_logs').selectAll().where('user_id', '=', user.id).execute();
    expect(logs).toHaveLength(1);
  });

  it('records every one of many ratings arriving at once (they share commits)', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 30 });
    const answers = await Promise.all(cards.map((c) => rate(headers, c.id, 'good')));
    expect(answers.map((r) => r.statusCode)).toEqual(cards.map(() => 200));
    const states = await t.db.selectFrom('review_states').select('card_id').where('user_id', '=', user.id).execute();
    expect(states).toHaveLength(30);
  });

  it('undoes the last rating: the card is as it was before, then the one before that', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 2 });
    const [one, two] = [cards[0]!.id, cards[1]!.id];
    await rate(headers, one, 'good');
    clock.t = START + 20 * MINUTE;
    const before = (await rate(headers, one, 'good')).json<AnswerResponse>();
    clock.t = START + 30 * MINUTE;
    await rate(headers, two, 'again');

    const undoTwo = await post('/api/review/undo', headers);
    expect(undoTwo.json()).toMatchObject({ cardId: two, state: 'new', due: null, rating: 'again' });
    const undoOne = await post('/api/review/undo', headers);
    expect(undoOne.json()).toMatchObject({ cardId: one, state: 'learning', rating: 'good' });
    const row = await t.db.selectFrom('review_states').selectAll().where('user_id', '=', user.id).execute();
    expect(row).toHaveLength(1);
    expect(row[0]!.reps).toBe(1);
    expect(before.state).toBe('review');
    await post('/api/review/undo', headers);
    expect((await post('/api/review/undo', headers)).statusCode).toBe(404);
    // The log keeps all three ratings, marked as taken back.
    const logs = await t.db.selectFrom('review_logs').select('undone_at').where('user_id', '=', user.id).execute();
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.undone_at !== null)).toBe(true);
    clock.t = START;
  });

  it('drops the cards of a set made private, or deleted, from another student’s queue', async () => {
    const author = await createUser(t.db);
    const { set, cards } = await createSet(t.db, { owner: author, is_public: 1, is_derived: 0, cards: 2 });
    const { headers } = await student();
    await rate(headers, cards[0]!.id, 'again');
    clock.t = START + 5 * MINUTE;
    const studying = await due(headers);
    expect(studying.cards.map((c) => c.cardId).sort()).toEqual([cards[0]!.id, cards[1]!.id].sort());
    expect((await get(`/api/sets/${set.id}/progress`, headers)).json()).toEqual({
      new: 1,
      learning: 1,
      review: 0,
      mastered: 0,
    });

    // Written straight to the database, as another server process would: counts follow within 3 s.
    await t.db.updateTable('sets').set({ is_public: 0 }).where('id', '=', set.id).execute();
    expect((await due(headers)).cards).toEqual([]);
    clock.t += 3000;
    const hidden = await due(headers);
    expect(hidden).toMatchObject({ cards: [], totalDue: 0, newAvailable: 0 });
    expect((await rate(headers, cards[1]!.id, 'good')).statusCode).toBe(404);

    await t.db.updateTable('sets').set({ is_public: 1 }).where('id', '=', set.id).execute();
    clock.t += 3000;
    expect((await due(headers)).cards).toHaveLength(2);
    await t.db.deleteFrom('sets').where('id', '=', set.id).execute();
    clock.t += 3000;
    expect((await due(headers)).cards).toHaveLength(0);
    clock.t = START;
  });

  it('keeps a card’s memory when its set is edited, and forgets deleted cards', async () => {
    const { user, headers } = await student();
    const { set, cards } = await createSet(t.db, { owner: user, cards: 2 });
    await rate(headers, cards[0]!.id, 'good');
    const edit = await editCards(headers, set, [
      { id: cards[0]!.id, question: 'Edited question', answer: 'Edited answer' },
    ]);
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/sets/${set.id}/progress`, headers)).json()).toEqual({
      new: 0,
      learning: 1,
      review: 0,
      mastered: 0,
    });
    clock.t = START + DAY;
    const queue = await due(headers);
    expect(queue.cards).toEqual([expect.objectContaining({ cardId: cards[0]!.id, question: 'Edited question' })]);
    clock.t = START;
  });

  it('offers a card added in place of a rated one as new (the removed card’s memory goes with it)', async () => {
    const { user, headers } = await student();
    const { set, cards } = await createSet(t.db, { owner: user, cards: 2 });
    await rate(headers, cards[0]!.id, 'easy');
    await rate(headers, cards[1]!.id, 'easy');
    expect((await due(headers)).newAvailable).toBe(0);
    const edit = await editCards(headers, set, [
      { id: cards[0]!.id, question: cards[0]!.question, answer: cards[0]!.answer },
      { question: 'A new question', answer: 'A new answer' },
    ]);
    expect(edit.statusCode).toBe(200);
    const queue = await due(headers);
    expect(queue.newAvailable).toBe(1);
    expect(queue.cards).toEqual([expect.objectContaining({ question: 'A new question', state: 'new' })]);
    const logs = await t.db.selectFrom('review_logs').select('card_id').where('user_id', '=', user.id).execute();
    expect(logs).toHaveLength(2);
  });

  it('limits new cards to the day’s allowance and counts the day from the student’s own start hour', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 6 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers,
      payload: {
        desiredRetention: 0.9,
        newCardsPerDay: 2,
        maxReviewsPerDay: 100,
        dayStartHour: 4,
        timeZone: 'America/Los_Angeles',
      },
    });
    // 12:00 UTC is 04:00 in Los Angeles (PST): the day began just now.
    expect((await due(headers)).newAvailable).toBe(2);
    await rate(headers, cards[0]!.id, 'easy');
    await rate(headers, cards[1]!.id, 'easy');
    expect((await due(headers)).newAvailable).toBe(0);
    clock.t = START + DAY;
    expect((await due(headers)).newAvailable).toBe(2);
    const settings = await get('/api/review/settings', headers);
    expect(settings.json()).toMatchObject({ newCardsPerDay: 2, timeZone: 'America/Los_Angeles' });
    const wrongZone = await t.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers,
      payload: { ...settings.json<ReviewSettings>(), timeZone: 'Mars/Olympus_Mons' },
    });
    expect(wrongZone.statusCode).toBe(400);
    const wrongRetention = await t.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers,
      payload: { ...settings.json<ReviewSettings>(), desiredRetention: 0.99 },
    });
    expect(wrongRetention.statusCode).toBe(400);
    clock.t = START;
  });

  it('reports today, the streak, the forecast, the heatmap, retention and totals', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 3 });
    for (let day = 0; day < 3; day++) {
      clock.t = START + day * DAY;
      await rate(headers, cards[day]!.id, 'good');
    }
    const stats = (await get('/api/review/stats', headers)).json<StatsResponse>();
    expect(stats.streakDays).toBe(3);
    expect(stats.reviewedToday).toBe(1);
    expect(stats.heatmap).toEqual([
      { date: '2026-03-02', count: 1 },
      { date: '2026-03-03', count: 1 },
      { date: '2026-03-04', count: 1 },
    ]);
    expect(stats.forecast).toHaveLength(7);
    expect(stats.forecast[0]!.date).toBe('2026-03-04');
    // Each card is in learning, ten minutes after its rating: all three are due today.
    expect(stats.forecast.map((d) => d.count)).toEqual([3, 0, 0, 0, 0, 0, 0]);
    expect(stats.dueToday).toBe(3);
    expect(stats.totals).toEqual({ reviews: 3, cardsStudied: 3, mastered: 0 });
    expect(stats.retention).toEqual({ achieved: null, desired: 0.9, reviews: 0 });
    clock.t = START;
  });

  it('counts retention from ratings of cards in review, and takes an undone rating out of every count', async () => {
    const { user, headers } = await student();
    const { cards } = await createSet(t.db, { owner: user, cards: 2 });
    for (const card of cards) {
      clock.t = START;
      await rate(headers, card.id, 'good');
      clock.t = START + 20 * MINUTE;
      expect((await rate(headers, card.id, 'good')).json<AnswerResponse>().state).toBe('review');
    }
    clock.t = START + 5 * DAY;
    await rate(headers, cards[0]!.id, 'again');
    // A moment later: two ratings of the same millisecond have no order for undo to follow.
    clock.t += 1000;
    await rate(headers, cards[1]!.id, 'good');
    const stats = async () => (await get('/api/review/stats', headers)).json<StatsResponse>();
    expect((await stats()).retention).toEqual({ achieved: 0.5, desired: 0.9, reviews: 2 });
    expect((await stats()).totals.reviews).toBe(6);

    await post('/api/review/undo', headers);
    const after = await stats();
    expect(after.retention).toEqual({ achieved: 0, desired: 0.9, reviews: 1 });
    expect(after.totals.reviews).toBe(5);
    expect(after.reviewedToday).toBe(1);

    // The counts kept as ratings come and go are the log's own.
    const kept = await t.db
      .selectFrom('review_buckets')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('bucket')
      .execute();
    await recountBuckets(t.db, user.id);
    const recounted = await t.db
      .selectFrom('review_buckets')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('ratings', '>', 0)
      .orderBy('bucket')
      .execute();
    expect(kept.filter((b) => Number(b.ratings) > 0).map((b) => ({ ...b, bucket: Number(b.bucket) }))).toEqual(
      recounted.map((b) => ({ ...b, bucket: Number(b.bucket) })),
    );
    clock.t = START;
  });

  it('answers a student with nothing to study', async () => {
    const { headers } = await student();
    expect(await due(headers)).toEqual({ cards: [], totalDue: 0, newAvailable: 0 });
    const stats = (await get('/api/review/stats', headers)).json<StatsResponse>();
    expect(stats).toMatchObject({ dueToday: 0, reviewedToday: 0, streakDays: 0, heatmap: [] });
    expect((await get('/api/review/sets', headers)).json()).toEqual({ sets: [] });
  });

  it('has no clock to move outside end-to-end tests', async () => {
    const { headers } = await student();
    expect((await post('/api/test/review-clock', headers, { advanceMs: DAY })).statusCode).toBe(404);
  });
});
