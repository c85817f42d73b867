import { useLocation, useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FlashcardStudy } from '../../features/study/components/flashcard-study.tsx';
import { studyEntryOf } from '../../lib/study-entry.ts';

export default function FlashcardsPage() {
  const { setId = '' } = useParams();
  const entry = studyEntryOf(useLocation().state);
  const { user } = useAuth();
  return <FlashcardStudy setId={setId} uid={user?.uid ?? null} entry={entry} />;
}
