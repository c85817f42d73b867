import {
  defaultLearnOptions,
  learnableCardIds,
  reconcileProgress,
  roundOver,
  type LearnProgress,
} from '@coursecards/shared/domain/learn-rounds';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { useQuery } from '@tanstack/react-query';
import { WifiOff, ImageOff, Info, Layers, Settings2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StudyLoadError } from '../../../components/ui/study-load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFlashcardSet } from '../../../lib/flashcard-set-query.ts';
import { QuizLoading, QuizStatePanel, StudyModeHeader } from '../../quiz/index.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';
import { fetchLearnProgress } from '../api/learn-api.ts';
import { LearnMessages } from '../lib/learn-messages.ts';
import type { OnLearnRated } from '../lib/on-learn-answer.ts';
import { useLearnSession } from '../lib/use-learn-session.ts';
import { LearnOptionsForm } from './learn-options-form.tsx';
import { LearnQuestion } from './learn-question.tsx';
import { LearnSummary, RoundBreak } from './learn-summary.tsx';

export interface LearnScreenProps {
  setId: string;
  random?: RandomSource;
  onReload?: () => void;
  /** each answer's rating, for the memory model */
  onRated?: OnLearnRated;
}

/** /study/{setId}/learn (learn-and-match §2): the set and the stored progress, then Learn itself. */
export function LearnScreen({ setId, random, onReload = () => window.location.reload(), onRated }: LearnScreenProps) {
  const set = useFlashcardSet(setId);
  // Always read afresh: the progress may have moved on another device.
  const stored = useQuery({
    queryKey: ['learn', 'progress', setId],
    queryFn: ({ signal }) => fetchLearnProgress(setId, signal),
    enabled: setId !== '',
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  if (set.isPending || stored.isPending) {
    return (
      <Frame setId={setId}>
        <QuizLoading />
      </Frame>
    );
  }
  if (set.isError || stored.isError) {
    return (
      <Frame setId={setId}>
        <StudyLoadError error={set.error ?? stored.error} onRetry={onReload} className="pt-6 md:pt-10" />
      </Frame>
    );
  }

  const { title, flashcards } = set.data;
  if (flashcards.length === 0) {
    return (
      <Frame setId={setId} title={title}>
        <QuizStatePanel icon={Layers} title={LearnMessages.emptyTitle}>
          <p>{LearnMessages.emptyHint}</p>
        </QuizStatePanel>
      </Frame>
    );
  }
  const initial = stored.data
    ? reconcileProgress(stored.data, learnableCardIds(flashcards, stored.data.options.answerWith))
    : null;
  return (
    <LearnSessionView
      key={set.data.id}
      setId={setId}
      title={title}
      flashcards={flashcards}
      initial={initial}
      random={random}
      onRated={onRated}
    />
  );
}

function LearnSessionView({
  setId,
  title,
  flashcards,
  initial,
  random,
  onRated,
}: {
  setId: string;
  title: string;
  flashcards: readonly Flashcard[];
  initial: LearnProgress | null;
  random?: RandomSource | undefined;
  onRated?: OnLearnRated | undefined;
}) {
  const session = useLearnSession({
    setId,
    flashcards,
    initial,
    ...(random ? { random } : {}),
    ...(onRated ? { onRated } : {}),
  });
  const { progress } = session;
  const [showOptions, setShowOptions] = useState(initial === null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);

  const answerWith = progress?.options.answerWith ?? defaultLearnOptions.answerWith;
  const learnable = learnableCardIds(flashcards, answerWith);
  const skipped = flashcards.length - learnable.length;
  const inRun = progress !== null && !progress.finished;

  let body: ReactNode;
  if (showOptions || !progress) {
    body = (
      <LearnOptionsForm
        initial={progress?.options ?? defaultLearnOptions}
        starredCount={progress?.starred.length ?? 0}
        missedCount={progress?.lastMissed.length ?? 0}
        inProgress={inRun}
        onResume={inRun ? () => setShowOptions(false) : undefined}
        onStart={(options) => {
          session.begin(options);
          setShowOptions(false);
        }}
      />
    );
  } else if (progress.cards.length === 0 && progress.finished) {
    body = (
      <QuizStatePanel
        icon={ImageOff}
        tone="amber"
        title={LearnMessages.nothingLearnableTitle}
        actions={
          <Button onClick={() => setShowOptions(true)}>
            <Settings2 className="h-4 w-4" aria-hidden="true" />
            {LearnMessages.options}
          </Button>
        }
      >
        <p>{LearnMessages.nothingLearnableHint}</p>
      </QuizStatePanel>
    );
  } else if (progress.finished && !session.answered) {
    body = (
      <LearnSummary
        progress={progress}
        flashcards={flashcards}
        onReviewMissed={() => session.begin({ ...progress.options, cards: 'missed' })}
        onStartOver={() => session.begin({ ...progress.options, cards: 'all' })}
      />
    );
  } else if (roundOver(progress) && !session.answered) {
    body = <RoundBreak progress={progress} onNext={session.startNextRound} />;
  } else {
    // One component per question asked, so its typed box starts empty and focus lands on it.
    const asked = session.answered?.before.round ?? progress.round;
    body = <LearnQuestion key={`${asked.number}:${asked.position}`} session={session} />;
  }

  const optionsButton = progress && !showOptions && (
    <button
      type="button"
      onClick={() => setShowOptions(true)}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      <Settings2 className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{LearnMessages.options}</span>
    </button>
  );

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <StudyModeHeader setId={setId} title={title} mode={LearnMessages.mode} action={optionsButton || undefined} />
      <main className="mx-auto max-w-3xl space-y-4 px-4 pt-5 pb-16 md:px-6 md:pt-8">
        {skipped > 0 && !noticeDismissed && (
          <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 pr-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            <p className="min-w-0 flex-1">{LearnMessages.skippedNotice(skipped)}</p>
            <button
              type="button"
              onClick={() => setNoticeDismissed(true)}
              aria-label="Dismiss notice"
              className="-my-1 rounded-lg px-2 py-1 text-amber-800 hover:bg-amber-100"
            >
              ×
            </button>
          </div>
        )}
        {session.saveFailed && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {LearnMessages.saveFailed}
          </p>
        )}
        {body}
      </main>
    </div>
  );
}

function Frame({ setId, title, children }: { setId: string; title?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <StudyModeHeader setId={setId} title={title} mode={LearnMessages.mode} />
      <main className="px-4 pb-16 md:px-6">{children}</main>
    </div>
  );
}
