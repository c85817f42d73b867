import type { Rating, StudyMode } from '@coursecards/shared/schemas/review';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';

/**
 * Ratings made without a connection (docs/product/offline.md §2), kept in IndexedDB so they outlive
 * the tab, until they reach the server. Each is stored under its idempotency key: sending one twice
 * (a lost answer, two tabs) records it once.
 */
export interface QueuedRating {
  /** the idempotency key the server records it under */
  key: string;
  /** whose rating it is: sent only while they are signed in (null: made before the session was known) */
  uid: string | null;
  cardId: string;
  rating: Rating;
  mode: StudyMode;
  durationMs?: number;
  /** when the student rated it, epoch ms: the server orders the card's history by it */
  reviewedAt: number;
}

let store: UseStore | null = null;
const db = () => (store ??= createStore('coursecards-offline', 'ratings'));

/** Tells this tab's listeners and the other tabs' that the queue changed. */
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;
function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('coursecards-rating-queue') : null;
    if (channel) channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}
function changed(): void {
  listeners.forEach((listener) => listener());
  tabs()?.postMessage('changed');
}

export function onQueueChange(listener: () => void): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueRating(rating: QueuedRating): Promise<void> {
  await set(rating.key, rating, db());
  changed();
}

/** The ratings waiting for `uid`, oldest first (the order they were made in). */
export async function queuedRatings(uid: string | null): Promise<QueuedRating[]> {
  const all = await values<QueuedRating>(db());
  return all
    .filter((rating) => rating.uid === null || rating.uid === uid)
    .sort((a, b) => a.reviewedAt - b.reviewedAt || a.key.localeCompare(b.key));
}

export async function dropQueued(key: string): Promise<void> {
  await del(key, db());
  changed();
}

/** Takes back the newest waiting rating (undo while offline); null when none waits. */
export async function takeBackQueued(uid: string | null): Promise<QueuedRating | null> {
  const last = (await queuedRatings(uid)).at(-1);
  if (!last) return null;
  await dropQueued(last.key);
  return last;
}
