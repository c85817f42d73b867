import { useState } from 'react';
import { useCreatedSets, useDeleteSet } from '../api/created-sets-queries.ts';
import type { CreatedSet } from '../api/created-sets-api.ts';
import { CreatedSetsMessages } from '../lib/created-sets-messages.ts';
import { loadErrorMessage } from '../lib/load-error-message.ts';
import { useEditSet } from '../lib/use-edit-set.ts';
import { useFirstTimeHelper } from '../lib/use-first-time-helper.ts';
import { CreatedSetsHeader } from './created-sets-header.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { CardGridLoading } from '../../../components/ui/card-grid-loading.tsx';
import { DeleteSetDialog } from './delete-set-dialog.tsx';
import { AlertToast } from '../../../components/ui/alert-toast.tsx';
import { FirstTimeHelper } from './first-time-helper.tsx';
import { SetCard } from './set-card.tsx';
import { StartYourJourney } from './start-your-journey.tsx';

export interface CreatedSetsViewProps {
  uid: string;
  /** the empty state's AI option: the page opens the AI overlay (another feature) */
  onGenerateWithAi: () => void;
  onPrepareAi?: () => void;
}

/** The signed-in user's created sets: loading, error, empty or the grid, with edit and delete. */
export function CreatedSetsView({ uid, onGenerateWithAi, onPrepareAi }: CreatedSetsViewProps) {
  const sets = useCreatedSets(uid);
  const deletion = useDeleteSet(uid);
  const edit = useEditSet();
  const [toDelete, setToDelete] = useState<CreatedSet | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const helper = useFirstTimeHelper(sets.data?.length === 0);

  const askToDelete = (set: CreatedSet) => {
    setFailure(null);
    setToDelete(set);
    setConfirmOpen(true);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => setConfirmOpen(false),
      onError: (error) => {
        console.info('Delete failed', error);
        setConfirmOpen(false);
        setFailure(CreatedSetsMessages.deleteFailed);
      },
    });
  };
  const startEditing = (set: CreatedSet) => {
    setFailure(null);
    edit.mutate(set.id, {
      onError: (error) => {
        console.info('Could not open the set for editing', error);
        setFailure(CreatedSetsMessages.editFailed);
      },
    });
  };

  let body;
  if (sets.isPending) body = <CardGridLoading message={CreatedSetsMessages.loading} />;
  else if (sets.isError) body = <LoadErrorPanel message={loadErrorMessage(sets.error)} />;
  else if (sets.data.length === 0) {
    body = (
      <StartYourJourney
        onGenerateWithAi={onGenerateWithAi}
        onPrepareAi={onPrepareAi}
        helper={helper.visible ? <FirstTimeHelper onDismiss={helper.dismiss} /> : null}
      />
    );
  } else {
    body = (
      <div className="@container">
        <ul
          aria-label="Your flashcard sets"
          className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6"
        >
          {sets.data.map((set) => (
            <li key={set.id}>
              <SetCard
                set={set}
                editing={edit.isPending && edit.variables === set.id}
                onEdit={() => startEditing(set)}
                onDelete={() => askToDelete(set)}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <>
      <CreatedSetsHeader count={sets.data?.length ? sets.data.length : undefined} loading={sets.isPending} />
      <div className="mx-auto max-w-screen-2xl px-4 py-6 md:px-8 md:py-8">{body}</div>
      <DeleteSetDialog
        open={confirmOpen}
        title={toDelete?.title ?? null}
        deleting={deletion.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirmDelete}
      />
      {failure && <AlertToast message={failure} onDismiss={() => setFailure(null)} />}
    </>
  );
}
