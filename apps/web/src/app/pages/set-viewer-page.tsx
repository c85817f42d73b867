import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AlertToast } from '../../components/ui/alert-toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { CreatedSetsMessages } from '../../features/created-sets/lib/created-sets-messages.ts';
import { useEditSet } from '../../features/created-sets/lib/use-edit-set.ts';
import { LikeButton } from '../../features/social/components/like-button.tsx';
import { SetProgress } from '../../features/review/components/set-progress.tsx';
import { SaveSetButton } from '../../features/social/components/save-set-button.tsx';
import { ExportMenu } from '../../features/import-export/components/export-menu.tsx';
import { SetViewer } from '../../features/study/components/set-viewer.tsx';
import { StudyMessages } from '../../features/study/lib/study-messages.ts';
import { studyEntryOf } from '../../lib/study-entry.ts';

/** "Edit Set": stores the whole set under editingFlashcardSet and opens the creator (created-sets' hook). */
function EditSetButton({ setId }: { setId: string }) {
  const edit = useEditSet();
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setFailure(null);
    edit.mutate(setId, {
      onError: (error) => {
        console.info('Could not open the set for editing', error);
        setFailure(CreatedSetsMessages.editFailed);
      },
    });
  };
  return (
    <>
      <Button variant="secondary" busy={edit.isPending} onClick={start}>
        {!edit.isPending && <PencilLine className="h-4 w-4" aria-hidden="true" />}
        {StudyMessages.editSet}
      </Button>
      {failure && <AlertToast message={failure} onDismiss={() => setFailure(null)} />}
    </>
  );
}

/**
 * Save and unsave act on the original: a saved copy is found by its original's id as well as its
 * own, and saving again after an unsave needs the original (the copy is gone by then).
 */
const saveTargetOf = (set: FlashcardSet) => (set.isDerived && set.originalSetId ? set.originalSetId : set.id);

export default function SetViewerPage() {
  const { setId = '' } = useParams();
  const entry = studyEntryOf(useLocation().state);
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const navigate = useNavigate();
  // Unsaving deletes the saved copy being viewed: show the original instead, still on the way back to Saved Sets.
  const leaveDeletedCopy = (set: FlashcardSet) =>
    set.isDerived && set.originalSetId
      ? () =>
          void navigate(`/study/${encodeURIComponent(set.originalSetId ?? '')}`, {
            replace: true,
            state: { from: 'saved' },
          })
      : undefined;

  return (
    <SetViewer
      setId={setId}
      uid={uid}
      entry={entry}
      controls={{
        like: (set) => uid && <LikeButton setId={set.id} userId={uid} />,
        edit: (set) => <EditSetButton setId={set.id} />,
        save: (set) =>
          uid && <SaveSetButton setId={saveTargetOf(set)} userId={uid} onUnsaved={leaveDeletedCopy(set)} />,
        exportMenu: (set) => uid && <ExportMenu setId={set.id} />,
        progress: (set) => uid && <SetProgress setId={set.id} />,
      }}
    />
  );
}
