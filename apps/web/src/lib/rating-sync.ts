import { ApiError } from './api-client.ts';
import { dropQueued, queuedRatings, type QueuedRating } from './rating-queue.ts';

export interface SyncResult {
  sent: number;
  /** refused by the server for good (the card was deleted meanwhile): dropped, never retried */
  refused: number;
  /** stopped at a failure worth trying again later (no connection, signed out, server trouble) */
  stopped: boolean;
}

const RETRY_LATER = new Set([401, 408, 429]);
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !RETRY_LATER.has(error.status);

let running: Promise<SyncResult> | null = null;

/**
 * Sends `uid`'s waiting ratings, oldest first, each under its own idempotency key, and drops each
 * once the server has it. One run at a time in a tab, and in all tabs where the browser has Web
 * Locks; without them two tabs may send the same rating, which the server records once.
 */
export function syncRatings(uid: string, send: (rating: QueuedRating) => Promise<unknown>): Promise<SyncResult> {
  running ??= withLock(() => sendAll(uid, send)).finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(uid: string, send: (rating: QueuedRating) => Promise<unknown>): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, refused: 0, stopped: false };
  for (const rating of await queuedRatings(uid)) {
    try {
      await send(rating);
      result.sent++;
    } catch (error) {
      if (!refusedForGood(error)) return { ...result, stopped: true };
      console.info('A rating made offline was refused', error);
      result.refused++;
    }
    await dropQueued(rating.key);
  }
  return result;
}

async function withLock(task: () => Promise<SyncResult>): Promise<SyncResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  let result: SyncResult = { sent: 0, refused: 0, stopped: true };
  await locks.request('coursecards-rating-sync', async () => {
    result = await task();
  });
  return result;
}
