import { useState } from 'react';
import { AlertToast } from '../../../components/ui/alert-toast.tsx';
import { useSavedSets, useUnsaveSet } from '../api/saved-sets-queries.ts';
import type { SavedSet } from '../api/saved-sets-api.ts';
import { loadErrorMessage } from '../lib/load-error-message.ts';
import { unsaveErrorMessage } from '../lib/unsave-error-message.ts';
import { useFirstTimeHelper } from '../lib/use-first-time-helper.ts';
import { FirstTimeHelper } from './first-time-helper.tsx';
import { NoSavedSets } from './no-saved-sets.tsx';
import { SavedSetCard } from './saved-set-card.tsx';
import { SavedSetsHeader } from './saved-sets-header.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { CardGridLoading } from '../../../components/ui/card-grid-loading.tsx';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';
import { UnsaveSetDialog } from './unsave-set-dialog.tsx';

/** The signed-in user's saved sets: loading, error, empty or the grid, with unsave. */
export function SavedSetsView({ uid }: { uid: string }) {
  const sets = useSavedSets(uid);
  const unsave = useUnsaveSet(uid);
  const [toUnsave, setToUnsave] = useState<SavedSet | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const helper = useFirstTimeHelper(sets.data?.length === 0);

  const askToUnsave = (set: SavedSet) => {
    setFailure(null);
    setToUnsave(set);
    setConfirmOpen(true);
  };
  const confirmUnsave = () => {
    if (!toUnsave) return;
    unsave.mutate(toUnsave.id, {
      onSuccess: () => setConfirmOpen(false),
      onError: (error) => {
        console.info('Unsave failed', error);
        setConfirmOpen(false);
        setFailure(unsaveErrorMessage(error));
      },
    });
  };

  let body;
  if (sets.isPending) body = <CardGridLoading message={SavedSetsMessages.loading} />;
  else if (sets.isError) body = <LoadErrorPanel message={loadErrorMessage(sets.error)} />;
  else if (sets.data.length === 0) {
    body = <NoSavedSets helper={helper.visible ? <FirstTimeHelper onDismiss={helper.dismiss} /> : null} />;
  } else {
    body = (
      <div className="@container">
        <ul
          aria-label="Your saved flashcard sets"
          className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6"
        >
          {sets.data.map((set) => (
            <li key={set.id}>
              <SavedSetCard set={set} onUnsave={() => askToUnsave(set)} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <>
      {/* As on Created Sets: the empty state carries its own way to Find Sets, so the bar waits for sets. */}
      <SavedSetsHeader count={sets.data?.length ? sets.data.length : undefined} />
      <div className="mx-auto max-w-screen-2xl px-4 py-6 md:px-8 md:py-8">{body}</div>
      <UnsaveSetDialog
        open={confirmOpen}
        title={toUnsave?.title ?? null}
        unsaving={unsave.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirmUnsave}
      />
      {failure && <AlertToast message={failure} onDismiss={() => setFailure(null)} />}
    </>
  );
}
