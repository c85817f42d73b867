import { useLocation, useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { FlipRating } from '../../features/review/components/flip-rating.tsx';
import { FlashcardStudy } from '../../features/study/components/flashcard-study.tsx';
import { studyEntryOf } from '../../lib/study-entry.ts';

export default function FlashcardsPage() {
  const { setId = '' } = useParams();
  const entry = studyEntryOf(useLocation().state);
  const { user } = useAuth();
  return (
    <FlashcardStudy
      setId={setId}
      uid={user?.uid ?? null}
      entry={entry}
      // The rating feeds the memory model (Again / Hard / Good / Easy), then the next card shows.
      afterReveal={(card, next) => <FlipRating key={card.id} cardId={card.id} onRated={next} />}
    />
  );
}
