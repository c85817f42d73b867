import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { LikeButton } from '../../features/social/components/like-button.tsx';
import { SaveSetButton } from '../../features/social/components/save-set-button.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { PlainPage } from './plain-page.tsx';

// A stand-in until the set viewer (a later issue): the set's title with its like and save controls.
export default function SetViewerPage() {
  const { setId = '' } = useParams();
  const { user } = useAuth();
  const set = useQuery({
    queryKey: ['sets', 'detail', setId],
    queryFn: ({ signal }) => apiRequest<FlashcardSet>(`/sets/${encodeURIComponent(setId)}`, { signal }),
    enabled: setId !== '',
  });

  if (!set.data || !user) {
    return (
      <PlainPage title="Flashcard Set">
        {set.isError && (
          <p role="alert" className="mt-4 text-slate-600">
            Failed to load flashcard set. Please try again.
          </p>
        )}
      </PlainPage>
    );
  }
  // Spec: the owner of a set they made edits it; everyone else (a saved copy included) saves it.
  const ownOriginal = set.data.userId === user.uid && !set.data.isDerived;
  return (
    <PlainPage title={set.data.title}>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <LikeButton setId={setId} userId={user.uid} />
        {!ownOriginal && <SaveSetButton setId={setId} userId={user.uid} />}
      </div>
    </PlainPage>
  );
}
