import { ArrowLeft, ImageOff, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StudyLoadError } from '../../../components/ui/study-load-error.tsx';
import { useFlashcardSet } from '../../../lib/flashcard-set-query.ts';
import { quizAvailability, type QuizType } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';
import type { OnGraded } from '../lib/use-quiz-session.ts';
import { QuizHeader } from './quiz-header.tsx';
import { QuizSessionView } from './quiz-session-view.tsx';
import { QuizLoading, QuizStatePanel } from './quiz-states.tsx';

export interface QuizScreenProps {
  setId: string;
  /** /quiz/{id}/text and /quiz/{id}/multiple-choice fix the type; /study/{id}/quiz lets the dialog choose */
  forcedType: QuizType | null;
  random?: RandomSource;
  /** Try Again: a full reload, as the spec says (it also checks the session again) */
  onReload?: () => void;
  /** each graded answer (the page feeds the memory model) */
  onGraded?: OnGraded;
}

/** The quiz page: the set's loading, error, not-found, empty and image-only states, then the quiz itself. */
export function QuizScreen({
  setId,
  forcedType,
  random,
  onReload = () => window.location.reload(),
  onGraded,
}: QuizScreenProps) {
  const set = useFlashcardSet(setId);

  if (set.isPending) {
    return (
      <Frame setId={setId}>
        <QuizLoading />
      </Frame>
    );
  }

  if (set.isError) {
    return (
      <Frame setId={setId}>
        <StudyLoadError error={set.error} onRetry={onReload} className="pt-6 md:pt-10" />
      </Frame>
    );
  }

  const { title, flashcards } = set.data;
  const availability = quizAvailability(flashcards);

  if (availability === 'empty') {
    return (
      <Frame setId={setId} title={title}>
        <QuizStatePanel icon={Layers} title={QuizMessages.emptyTitle}>
          <p>{QuizMessages.emptyHint}</p>
        </QuizStatePanel>
      </Frame>
    );
  }

  if (availability === 'answer-images-only') {
    return (
      <Frame setId={setId} title={title}>
        <QuizStatePanel
          icon={ImageOff}
          tone="amber"
          title={QuizMessages.answerImagesOnlyTitle}
          actions={
            <Link to={`/study/${encodeURIComponent(setId)}`} className={buttonClasses('primary')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {QuizMessages.backToSetViewer}
            </Link>
          }
        >
          <p>{QuizMessages.answerImagesOnlyHint}</p>
        </QuizStatePanel>
      </Frame>
    );
  }

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      {/* A new set (or a forced type) is a new quiz, never a reshuffle of a running one. */}
      <QuizSessionView
        key={`${set.data.id}:${forcedType ?? 'any'}`}
        setId={setId}
        title={title}
        flashcards={flashcards}
        language={set.data.language}
        forcedType={forcedType}
        random={random}
        {...(onGraded ? { onGraded } : {})}
      />
    </div>
  );
}

function Frame({ setId, title, children }: { setId: string; title?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <QuizHeader setId={setId} title={title} />
      <main className="px-4 pb-16 md:px-6">{children}</main>
    </div>
  );
}
