import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { dropQueued, queuedRatings, queueRating, type QueuedRating } from './rating-queue.ts';
import { syncRatings } from './rating-sync.ts';

const rating = (key: string, reviewedAt: number): QueuedRating => ({
  key,
  uid: 'u1',
  cardId: `card-${key}`,
  rating: 'again',
  mode: 'review',
  reviewedAt,
});
const keysLeft = async () => (await queuedRatings('u1')).map((r) => r.key);
const offline = () => new ApiError(0, 'network_error', 'Connection error.');

describe('sending the waiting ratings', () => {
  beforeEach(async () => {
    for (const r of await queuedRatings('u1')) await dropQueued(r.key);
    await queueRating(rating('key-2', 2_000));
    await queueRating(rating('key-1', 1_000));
    await queueRating(rating('key-3', 3_000));
  });

  it('sends each once, oldest first, and drops each once the server has it', async () => {
    const send = vi.fn().mockResolvedValue({});
    expect(await syncRatings('u1', send)).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(send.mock.calls.map(([r]) => [(r as QueuedRating).key, (r as QueuedRating).reviewedAt])).toEqual([
      ['key-1', 1_000],
      ['key-2', 2_000],
      ['key-3', 3_000],
    ]);
    expect(await keysLeft()).toEqual([]);
    expect(await syncRatings('u1', send)).toEqual({ sent: 0, refused: 0, stopped: false });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at a lost connection and keeps that rating and the rest for the next run', async () => {
    const send = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(offline());
    expect(await syncRatings('u1', send)).toEqual({ sent: 1, refused: 0, stopped: true });
    expect(await keysLeft()).toEqual(['key-2', 'key-3']);
  });

  it('keeps everything when the session has expired (401), to send after the next sign-in', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(401, 'unauthenticated', 'Sign in again.'));
    expect(await syncRatings('u1', send)).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(await keysLeft()).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('drops a rating the server refuses for good (its card was deleted) and goes on', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError(404, 'not_found', 'This card does not exist'))
      .mockResolvedValueOnce({});
    expect(await syncRatings('u1', send)).toEqual({ sent: 2, refused: 1, stopped: false });
    expect(await keysLeft()).toEqual([]);
  });

  it('runs once at a time: a second call joins the run under way instead of sending again', async () => {
    const send = vi.fn().mockResolvedValue({});
    const [a, b] = await Promise.all([syncRatings('u1', send), syncRatings('u1', send)]);
    expect(a).toEqual(b);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
