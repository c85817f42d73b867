import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { RandomSource } from '../../../lib/shuffle.ts';
import { currentCard, currentCardIndex, type QuizType } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { useQuizFocus } from '../lib/use-quiz-focus.ts';
import { useQuizSession, type OnGraded } from '../lib/use-quiz-session.ts';
import { useSettingsDialog } from '../lib/use-settings-dialog.ts';
import { QuestionCard } from './question-card.tsx';
import { QuestionNav } from './question-nav.tsx';
import { QuestionProgress, SkippedCardsNotice } from './question-progress.tsx';
import { QuizHeader } from './quiz-header.tsx';
import { QuizResults } from './quiz-results.tsx';
import { QuizSettingsDialog } from './quiz-settings-dialog.tsx';
import { QuizStatePanel } from './quiz-states.tsx';

export interface QuizSessionViewProps {
  setId: string;
  title: string;
  flashcards: readonly Flashcard[];
  /** the set's language, for read-aloud */
  language: string;
  forcedType: QuizType | null;
  random?: RandomSource;
  onGraded?: OnGraded;
}

/** A running quiz: settings dialog first, then questions, then results (sets-and-study §2 "Quiz"). */
export function QuizSessionView({
  setId,
  title,
  flashcards,
  language,
  forcedType,
  random,
  onGraded,
}: QuizSessionViewProps) {
  const quiz = useQuizSession({ setId, flashcards, forcedType, random, ...(onGraded ? { onGraded } : {}) });
  const { state } = quiz;
  const index = currentCardIndex(state);
  const card = currentCard(state);
  const result = index === undefined ? undefined : state.results[index];
  const focus = useQuizFocus(state.showAnswer, index);
  const { go } = focus;
  const settings = useSettingsDialog({ state, applySettings: quiz.applySettings, requestFocus: focus.requestFocus });
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const questionId = useId();

  let body;
  if (state.quizCompleted) {
    body = <QuizResults state={state} onRetake={go(quiz.restart)} />;
  } else if (!card || index === undefined) {
    body = (
      <QuizStatePanel
        icon={AlertTriangle}
        tone="red"
        title={QuizMessages.missingCard}
        alert
        actions={
          <Button onClick={go(quiz.restart)}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {QuizMessages.resetQuiz}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <QuestionProgress state={state} onJump={(position) => go(() => quiz.jump(position))()} />
        {state.skippedCount > 0 && !noticeDismissed && (
          <SkippedCardsNotice count={state.skippedCount} onDismiss={() => setNoticeDismissed(true)} />
        )}
        <QuestionCard
          quiz={quiz}
          index={index}
          card={card}
          language={language}
          questionId={questionId}
          questionRef={focus.questionRef}
          textRef={focus.textRef}
          focusForward={focus.focusForward}
        />
        <QuestionNav
          state={state}
          navRef={focus.navRef}
          onPrevious={go(quiz.previous)}
          onNext={go(quiz.next)}
          onSeeResults={quiz.seeResults}
        />
      </div>
    );
  }

  return (
    <>
      <QuizHeader setId={setId} title={title} onOpenSettings={settings.openSettings} />
      <main className="mx-auto max-w-3xl px-4 pt-5 pb-16 md:px-6 md:pt-8">{body}</main>
      {/* The result of an answer is announced whether or not focus is near it. */}
      <p role="status" aria-live="polite" className="sr-only">
        {!state.quizCompleted && state.showAnswer && result ? QuizMessages.badge[result] : ''}
      </p>
      <QuizSettingsDialog {...settings.dialog} forcedType={forcedType} />
    </>
  );
}
