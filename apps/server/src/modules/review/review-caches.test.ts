import type { DueResponse, ReviewSetsResponse, StatsResponse } from '@coursecards/shared/schemas/review';
import type { FlashcardSet, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedUp } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { MINUTE, DAY, TestClock } from '../../../test/clock.ts';
import { dueQueue, setsToReview } from './review-queue.ts';
import { reviewStats } from './review-stats.ts';

const START = Date.parse('2026-03-02T12:00:00Z');

/**
 * The routes keep each student's statistics, today's counts and new-card counts under their data
 * version (ADR 0030). Whatever happens — ratings, undo, a late rating replayed, a set made private,
 * a card or a set deleted — what the routes answer must be what counting afresh gives.
 */
describe('review counts kept per student', () => {
  const clock = new TestClock(START);
  let shared: FlashcardSet;
  let own: FlashcardSet;
  const t = suiteApp({ clock });
  const owner = suiteAccount(t);
  const student = suiteAccount(t);
  beforeAll(async () => {
    shared = await saveSet(owner, 'POST', '/api/sets/create', aSet(6, true));
    own = await saveSet(student, 'POST', '/api/sets/create', aSet(4, false));
  });

  function aSet(cards: number, isPublic: boolean): SaveSetRequest {
    return {
      title: `Set of ${cards}`,
      classCode: 'cse 101',
      isPublic,
      flashcards: Array.from({ length: cards }, (_, i) => ({ question: `question ${i}`, answer: `answer ${i}` })),
    };
  }
  async function saveSet(who: SignedUp, method: 'POST' | 'PUT', url: string, payload: SaveSetRequest) {
    const res = await t.app.inject({ method, url, payload, headers: bearer(who.token) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<FlashcardSet>();
  }
  const headers = () => bearer(student.token);
  const rate = async (cardId: string, rating: string, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review/answer',
      headers: headers(),
      payload: { cardId, rating, ...extra },
    });
    expect(res.statusCode).toBe(200);
  };
  const read = async <T>(url: string) => {
    const res = await t.app.inject({ url, headers: headers() });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  /** What the routes answer (kept counts) against counting everything again, without the caches. */
  async function expectKeptEqualsRecount(): Promise<{ stats: StatsResponse; due: DueResponse }> {
    const stats = await read<StatsResponse>('/api/review/stats');
    const due = await read<DueResponse>('/api/review/due?limit=100');
    const sets = await read<ReviewSetsResponse>('/api/review/sets');
    expect(stats).toEqual(await reviewStats(t.db, clock, student.user.uid));
    expect(due).toEqual(await dueQueue(t.db, clock, student.user.uid, 100, undefined));
    expect(sets).toEqual(await setsToReview(t.db, clock, student.user.uid));
    return { stats, due };
  }

  it('follow ratings, undo, late ratings, sets made private, and cards and sets deleted', async () => {
    clock.t = START;
    for (const card of [...shared.flashcards, ...own.flashcards]) await rate(card.id, 'good');
    clock.t = START + DAY;
    const first = await expectKeptEqualsRecount();
    expect(first.stats.totals.reviews).toBe(10);
    expect(first.due.totalDue).toBe(10);

    // A rating: the kept statistics and queue move with it.
    await rate(own.flashcards[0]!.id, 'easy');
    const rated = await expectKeptEqualsRecount();
    expect(rated.stats.totals.reviews).toBe(11);
    expect(rated.due.totalDue).toBe(9);

    // Undo puts it back.
    clock.t += MINUTE;
    expect((await t.app.inject({ method: 'POST', url: '/api/review/undo', headers: headers() })).statusCode).toBe(200);
    const undone = await expectKeptEqualsRecount();
    expect(undone.stats.totals.reviews).toBe(10);
    expect(undone.due.totalDue).toBe(10);

    // A late rating (made offline before the card's last one) is replayed into the card's history.
    await rate(own.flashcards[1]!.id, 'again', { reviewedAt: START - DAY });
    expect((await expectKeptEqualsRecount()).stats.totals.reviews).toBe(11);

    // The same request sent again changes nothing.
    await rate(own.flashcards[2]!.id, 'hard', { idempotencyKey: 'kept-counts-1' });
    const once = await expectKeptEqualsRecount();
    await rate(own.flashcards[2]!.id, 'hard', { idempotencyKey: 'kept-counts-1' });
    expect((await expectKeptEqualsRecount()).stats).toEqual(once.stats);

    // Another student's set made private leaves this student's queue and forecast at once.
    const hidden = await saveSet(owner, 'PUT', `/api/sets/update/${shared.id}`, {
      ...aSet(6, false),
      flashcards: shared.flashcards,
    });
    const privately = await expectKeptEqualsRecount();
    expect(privately.due.totalDue).toBe(once.due.totalDue - 6);
    expect(privately.stats.dueToday).toBe(once.stats.dueToday - 6);

    // Public again, then a card deleted from it.
    await saveSet(owner, 'PUT', `/api/sets/update/${shared.id}`, { ...aSet(6, true), flashcards: hidden.flashcards });
    expect((await expectKeptEqualsRecount()).due.totalDue).toBe(once.due.totalDue);
    await saveSet(owner, 'PUT', `/api/sets/update/${shared.id}`, {
      ...aSet(5, true),
      flashcards: hidden.flashcards.slice(1),
    });
    const fewer = await expectKeptEqualsRecount();
    expect(fewer.due.totalDue).toBe(once.due.totalDue - 1);
    expect(fewer.stats.totals.cardsStudied).toBe(once.stats.totals.cardsStudied - 1);

    // The set deleted.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sets/delete/${shared.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const gone = await expectKeptEqualsRecount();
    expect(gone.due.totalDue).toBe(once.due.totalDue - 6);

    // The student's own card deleted, and a new one added: the new-card count follows.
    await saveSet(student, 'PUT', `/api/sets/update/${own.id}`, {
      ...aSet(4, false),
      flashcards: [...own.flashcards.slice(1), { question: 'new question', answer: 'new answer' }],
    });
    const edited = await expectKeptEqualsRecount();
    expect(edited.due.newAvailable).toBe(1);
    expect(edited.stats.newAvailable).toBe(1);

    // A new day: today's counts start again.
    clock.t += DAY;
    await expectKeptEqualsRecount();
  });
});
