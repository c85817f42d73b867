import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceUser } from '../../../lib/device-user.ts';
import { dropQueued, queuedRatings } from '../../../lib/rating-queue.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { answerOrQueue } from './review-api.ts';

const rated = { cardId: 'card-1', rating: 'good' as const, mode: 'flip' as const };
const ANSWER = {
  cardId: 'card-1',
  state: 'learning',
  due: '2026-11-26T10:10:00.000Z',
  intervalDays: 0,
  nextIntervals: {},
};

describe('a rating without a connection', () => {
  beforeEach(async () => {
    deviceUser.set('student-1');
    for (const r of await queuedRatings('student-1')) await dropQueued(r.key);
  });
  afterEach(() => {
    deviceUser.set(null);
    vi.restoreAllMocks();
  });

  it('is sent when the server can be reached, and nothing waits', async () => {
    const { calls } = fakeApi({ 'POST /review/answer': () => json(ANSWER) });
    expect(await answerOrQueue(rated, 'key-online-1')).toEqual(ANSWER);
    expect(calls[0]?.body).toEqual({ ...rated, idempotencyKey: 'key-online-1' });
    expect(await queuedRatings('student-1')).toEqual([]);
  });

  it('is kept on the device with its key, its student and when it was made, when the request cannot go', async () => {
    fakeApi({ 'POST /review/answer': () => Promise.reject(new TypeError('Failed to fetch')) });
    const before = Date.now();
    expect(await answerOrQueue(rated, 'key-offline-1')).toEqual({ queued: true, cardId: 'card-1' });
    const [kept] = await queuedRatings('student-1');
    expect(kept).toMatchObject({ ...rated, key: 'key-offline-1', uid: 'student-1' });
    expect(kept!.reviewedAt).toBeGreaterThanOrEqual(before);
  });

  it('is kept without trying when the browser says it is offline', async () => {
    const { calls } = fakeApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await answerOrQueue(rated, 'key-offline-2')).toEqual({ queued: true, cardId: 'card-1' });
    expect(calls).toHaveLength(0);
    expect((await queuedRatings('student-1')).map((r) => r.key)).toEqual(['key-offline-2']);
  });

  it('fails as before when the server refuses it, and nothing waits', async () => {
    fakeApi({ 'POST /review/answer': () => json({ message: 'This card does not exist', code: 'not_found' }, 404) });
    await expect(answerOrQueue(rated, 'key-refused-1')).rejects.toThrow('This card does not exist');
    expect(await queuedRatings('student-1')).toEqual([]);
  });
});
