import type { QueuedRating } from '../../lib/rating-queue.ts';
import { OfflineStatus } from './components/offline-status.tsx';
import { UpdatePrompt } from './components/update-prompt.tsx';
import { useRatingSync } from './lib/use-rating-sync.ts';

export interface OfflineLayerProps {
  /** the signed-in student, whose waiting ratings are sent (null: none are) */
  uid: string | null;
  send: (rating: QueuedRating) => Promise<unknown>;
  onSynced: () => void;
}

/** What every page shows about the installed app: the connection, waiting ratings, a new release. */
export function OfflineLayer({ uid, send, onSynced }: OfflineLayerProps) {
  const sync = useRatingSync(uid, send, onSynced);
  return (
    <>
      <UpdatePrompt />
      <OfflineStatus sync={sync} />
    </>
  );
}
