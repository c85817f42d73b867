import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as QueueModule from './rating-queue.ts';
import type { QueuedRating } from './rating-queue.ts';

let queue: typeof QueueModule;
const rating = (key: string, reviewedAt: number, uid: string | null = 'u1'): QueuedRating => ({
  key,
  uid,
  cardId: `card-${key}`,
  rating: 'good',
  mode: 'flip',
  reviewedAt,
});

describe('the offline rating queue', () => {
  beforeEach(async () => {
    queue = await import('./rating-queue.ts');
    for (const r of await queue.queuedRatings('u1')) await queue.dropQueued(r.key);
    for (const r of await queue.queuedRatings('u2')) await queue.dropQueued(r.key);
  });

  it('gives a student’s ratings oldest first, and ratings made before the session was known', async () => {
    await queue.queueRating(rating('key-later', 2_000));
    await queue.queueRating(rating('key-other', 1_000, 'u2'));
    await queue.queueRating(rating('key-first', 1_000));
    await queue.queueRating(rating('key-anon', 1_500, null));
    expect((await queue.queuedRatings('u1')).map((r) => r.key)).toEqual(['key-first', 'key-anon', 'key-later']);
    expect((await queue.queuedRatings('u2')).map((r) => r.key)).toEqual(['key-other', 'key-anon']);
  });

  it('keeps a rating queued twice under its key once', async () => {
    await queue.queueRating(rating('key-same', 1_000));
    await queue.queueRating(rating('key-same', 1_000));
    expect(await queue.queuedRatings('u1')).toHaveLength(1);
  });

  it('survives the page going away: a fresh load of the module reads what was queued', async () => {
    await queue.queueRating(rating('key-kept', 3_000));
    vi.resetModules();
    const reloaded = await import('./rating-queue.ts');
    expect(reloaded).not.toBe(queue);
    expect((await reloaded.queuedRatings('u1')).map((r) => r.key)).toEqual(['key-kept']);
  });

  it('takes back the newest waiting rating, and tells listeners of each change', async () => {
    const heard = vi.fn();
    const stop = queue.onQueueChange(heard);
    await queue.queueRating(rating('key-a', 1_000));
    await queue.queueRating(rating('key-b', 2_000));
    expect((await queue.takeBackQueued('u1'))?.key).toBe('key-b');
    expect((await queue.queuedRatings('u1')).map((r) => r.key)).toEqual(['key-a']);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    await queue.dropQueued('key-a');
    expect(heard).toHaveBeenCalledTimes(3);
    expect(await queue.takeBackQueued('u1')).toBeNull();
  });
});
