import { Layers, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StudyLoadError } from '../../../components/ui/study-load-error.tsx';
import { useFlashcardSet } from '../../../lib/flashcard-set-query.ts';
import type { StudyEntryState } from '../../../lib/study-entry.ts';
import type { BackLink } from '../lib/back-link.ts';
import { StudyMessages } from '../lib/study-messages.ts';
import { FlipDeckView, type AfterReveal } from './flip-deck-view.tsx';
import { MissingSetIdNotice, NotSignedInNotice, StudyNotice } from './study-notice.tsx';
import { StudyTopBar } from './study-top-bar.tsx';

export interface FlashcardStudyProps {
  setId: string;
  /** the signed-in user; null shows the "not authenticated" message */
  uid: string | null;
  /** the viewer's origin, handed back to it so its own back button still knows */
  entry: StudyEntryState | null;
  /** shown under a card once its answer is on show (the rating bar), with a way to the next card */
  afterReveal?: AfterReveal;
}

/**
 * /study/{setId}/flashcards (sets-and-study §2 "Flip-card study", §8 "Flashcard study"): loading, the
 * "Error Loading Flashcards" panel, "Set not found" (404), the empty set, or the flip cards; a way back to the viewer.
 */
export function FlashcardStudy({ setId, uid, entry, afterReveal }: FlashcardStudyProps) {
  const id = setId.trim();
  const set = useFlashcardSet(uid ? id : '');
  const toViewer: BackLink = { to: `/study/${encodeURIComponent(id)}`, label: StudyMessages.backToSet };

  let body: ReactNode;
  if (!uid) {
    body = <NotSignedInNotice />;
  } else if (!id) {
    body = <MissingSetIdNotice />;
  } else if (set.data && set.data.flashcards.length > 0) {
    body = (
      <FlipDeckView
        key={set.data.id}
        cards={set.data.flashcards}
        language={set.data.language}
        quizHref={`/study/${encodeURIComponent(id)}/quiz`}
        afterReveal={afterReveal}
      />
    );
  } else if (set.data) {
    body = (
      <StudyNotice
        icon={Layers}
        title={StudyMessages.noFlashcardsTitle}
        actions={
          <>
            <Link to="/set-creator" className={buttonClasses('primary')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {StudyMessages.addFlashcards}
            </Link>
            <Link to="/created-sets" className={buttonClasses('secondary')}>
              Back to Created Sets
            </Link>
          </>
        }
      >
        <p>{StudyMessages.noFlashcardsYet}</p>
      </StudyNotice>
    );
  } else if (set.isError) {
    body = (
      <StudyLoadError
        error={set.error}
        title={StudyMessages.studyLoadErrorTitle}
        message={StudyMessages.studyLoadFailed}
        onRetry={() => void set.refetch()}
        retrying={set.isFetching}
        back={toViewer}
        backState={entry}
        notFoundBack={{ to: '/created-sets', label: 'Back to Created Sets' }}
      />
    );
  } else {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        {StudyMessages.loadingCards}
      </p>
    );
  }

  return (
    <div className="min-h-dvh">
      <StudyTopBar back={toViewer} title={set.data?.title} state={entry} />
      <main className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-10">
        <h1 className="sr-only">{set.data ? `Study Flashcards: ${set.data.title}` : StudyMessages.studyFlashcards}</h1>
        {body}
      </main>
    </div>
  );
}
