import { useCallback, useEffect, useState } from 'react';
import { onQueueChange, queuedRatings, type QueuedRating } from '../../../lib/rating-queue.ts';
import { syncRatings } from '../../../lib/rating-sync.ts';
import { useOnline } from './use-online.ts';

/** How long a run that stopped short (server unreachable, session expired) waits before the next. */
const RETRY_MS = 30_000;

export interface RatingSync {
  online: boolean;
  /** ratings on this device not yet on the server */
  waiting: number;
  syncing: boolean;
  /** sent since the last time the student was told */
  synced: number;
  /** refused for good (their cards were deleted meanwhile) since the student was last told */
  refused: number;
  /** the student has seen the outcome */
  acknowledge: () => void;
}

/**
 * Counts the signed-in student's waiting ratings and sends them whenever there is a connection:
 * at start, when the browser comes back online, when a rating is queued, and every 30 s while a
 * run stops short.
 */
export function useRatingSync(
  uid: string | null,
  send: (rating: QueuedRating) => Promise<unknown>,
  onSynced: () => void,
): RatingSync {
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState(0);
  const [refused, setRefused] = useState(0);

  useEffect(() => {
    let current = true;
    const count = () =>
      queuedRatings(uid).then(
        (ratings) => current && setWaiting(ratings.length),
        // No IndexedDB (a private window in some browsers): nothing can wait here.
        () => current && setWaiting(0),
      );
    void count();
    const stop = onQueueChange(() => void count());
    return () => {
      current = false;
      stop();
    };
  }, [uid]);

  const hasWaiting = waiting > 0;
  useEffect(() => {
    if (!online || !uid || !hasWaiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const run = async () => {
      setSyncing(true);
      const result = await syncRatings(uid, send).catch(() => ({ sent: 0, refused: 0, stopped: true }));
      setSyncing(false);
      if (result.sent > 0) {
        setSynced((n) => n + result.sent);
        onSynced();
      }
      if (result.refused > 0) setRefused((n) => n + result.refused);
      if (result.stopped && current) timer = setTimeout(() => void run(), RETRY_MS);
    };
    void run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [online, uid, hasWaiting, send, onSynced]);

  const acknowledge = useCallback(() => {
    setSynced(0);
    setRefused(0);
  }, []);
  return { online, waiting, syncing, synced, refused, acknowledge };
}
