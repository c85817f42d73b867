import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { clsx } from 'clsx';
import { AlertTriangle, Bookmark, ChevronLeft, ChevronRight, Flag, Info, Repeat, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  attemptedCount,
  canSwitchType,
  currentCard,
  currentCardIndex,
  dialogDefaults,
  forwardAction,
  questionEntries,
  shownType,
  totalQuestions,
  type QuizType,
} from '../lib/quiz-machine.ts';
import { QuizMessages, skippedNotice, tallyText } from '../lib/quiz-messages.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';
import { useQuizSession, type OnGraded } from '../lib/use-quiz-session.ts';
import { AnswerPanel } from './answer-panel.tsx';
import { JumpMenu } from './jump-menu.tsx';
import { MultipleChoiceOptions } from './multiple-choice-options.tsx';
import { SpeakButton } from '../../../components/speech/speak-button.tsx';
import { QuestionImage } from './question-image.tsx';
import { QuizHeader } from './quiz-header.tsx';
import { QuizResults } from './quiz-results.tsx';
import { QuizSettingsDialog } from './quiz-settings-dialog.tsx';
import { QuizStatePanel } from './quiz-states.tsx';
import { TextAnswerForm } from './text-answer-form.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';

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

const otherType = (type: QuizType): QuizType => (type === 'multiple-choice' ? 'text-input' : 'multiple-choice');

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
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [settingsChosen, setSettingsChosen] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);

  const questionRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // Bumped whenever the question on screen changes under the user, or the quiz first appears.
  const [focusRequest, setFocusRequest] = useState(0);
  const entered = useRef(false);
  const questionId = useId();

  const index = currentCardIndex(state);
  const card = currentCard(state);
  const type = shownType(state);
  const total = totalQuestions(state);
  const forward = forwardAction(state);
  const result = index === undefined ? undefined : state.results[index];

  // Focus goes to the question now on screen: the answer box for a typed question, otherwise the
  // question itself (screen readers then read it out).
  useEffect(() => {
    if (focusRequest === 0) return;
    (textRef.current ?? questionRef.current)?.focus();
  }, [focusRequest]);

  // Once the result shows, the answered controls are gone or disabled: focus moves on to the way forward.
  useEffect(() => {
    if (state.showAnswer) navRef.current?.querySelector<HTMLButtonElement>('[data-forward]')?.focus();
  }, [state.showAnswer, index]);

  const requestFocus = () => setFocusRequest((n) => n + 1);
  const go = (move: () => void) => () => {
    move();
    requestFocus();
  };

  const header = <QuizHeader setId={setId} title={title} onOpenSettings={() => setSettingsOpen(true)} />;
  const dialog = (
    <QuizSettingsDialog
      open={settingsOpen}
      onClose={() => {
        setSettingsOpen(false);
        // Leaving the first dialog, however it was left, lands on the first question; later the
        // dialog gives focus back to the settings button.
        if (!entered.current) requestFocus();
        entered.current = true;
      }}
      onApply={(settings) => {
        setSettingsChosen(true);
        // A new order means a new first question.
        if (settings.shuffleQuestions !== state.settings.shuffleQuestions) requestFocus();
        quiz.applySettings(settings);
      }}
      initial={settingsChosen ? { ...state.settings, quizTypes: [state.quizType] } : dialogDefaults}
      forcedType={forcedType}
      inProgress={settingsChosen}
    />
  );

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
    const bookmarked = state.bookmarkedQuestions.includes(index);
    const answered = attemptedCount(state);
    const progress = total === 0 ? 0 : Math.round((answered / total) * 100);
    const chosen = state.showAnswer && type === 'multiple-choice' ? (state.userAnswers[index] ?? null) : null;
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-2xl font-bold tracking-tight tabular-nums">
              <span className="sr-only">Question </span>
              <span>{`${state.currentIndex + 1}/${total}`}</span>
            </p>
            <p className="mt-0.5 text-sm font-medium text-slate-600">
              {tallyText(state.tally.correct, state.tally.incorrect)}
            </p>
          </div>
          <JumpMenu entries={questionEntries(state)} onJump={(position) => go(() => quiz.jump(position))()} />
        </div>

        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${answered} of ${total} answered`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-500 ease-out motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </div>

        {state.skippedCount > 0 && !noticeDismissed && (
          <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 pr-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            <p className="min-w-0 flex-1">{skippedNotice(state.skippedCount)}</p>
            <button
              type="button"
              onClick={() => setNoticeDismissed(true)}
              aria-label="Dismiss notice"
              className="-my-1 rounded-lg p-1 text-amber-700 hover:bg-amber-100"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}

        <section
          aria-labelledby={questionId}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-7"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              {QuizMessages.typeNames[type]}
            </span>
            <div className="flex items-center gap-1">
              <SpeakButton text={card.question} lang={language} label="Read the question aloud" className="h-9 w-9" />
              {canSwitchType(state) && (
                <button
                  type="button"
                  onClick={() => quiz.switchType(otherType(state.quizType))}
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <Repeat className="h-4 w-4" aria-hidden="true" />
                  {QuizMessages.switchTo[otherType(state.quizType)]}
                </button>
              )}
              <button
                type="button"
                aria-pressed={bookmarked}
                aria-label="Bookmark question"
                title={bookmarked ? 'Remove bookmark' : 'Bookmark question'}
                onClick={quiz.toggleBookmark}
                className={clsx(
                  'grid h-9 w-9 place-items-center rounded-lg transition-colors',
                  bookmarked
                    ? 'text-brand-600 hover:bg-brand-50'
                    : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700',
                )}
              >
                <Bookmark className={clsx('h-5 w-5', bookmarked && 'fill-current')} aria-hidden="true" />
              </button>
            </div>
          </div>

          <h2
            id={questionId}
            ref={questionRef}
            tabIndex={-1}
            className="mt-3 text-xl font-semibold tracking-tight break-words whitespace-pre-wrap text-slate-900 outline-none md:text-2xl"
          >
            <span className="sr-only">Question {state.currentIndex + 1}: </span>
            {card.question ? <MathText text={card.question} /> : QuizMessages.imageOnlyQuestion}
          </h2>
          {card.questionImage && <QuestionImage src={card.questionImage} questionNumber={state.currentIndex + 1} />}

          {type === 'multiple-choice' && (
            <MultipleChoiceOptions
              entry={state.options[index]}
              correctAnswer={card.answer}
              chosen={chosen}
              onChoose={quiz.choose}
              onRetry={quiz.retryOptions}
              questionId={questionId}
            />
          )}
          {type === 'text-input' && !state.showAnswer && (
            <TextAnswerForm
              ref={textRef}
              value={state.input}
              onChange={quiz.setInput}
              onSubmit={quiz.submitText}
              checking={state.checking === index}
              questionId={questionId}
            />
          )}
          {state.showAnswer && result && (
            <AnswerPanel
              answer={state.userAnswers[index] ?? ''}
              result={result}
              feedback={state.feedback[index]?.text ?? ''}
              correctAnswer={card.answer}
              onOverride={
                state.answeredAs[index] === 'text-input'
                  ? () => {
                      quiz.overrideText();
                      // The button goes once used: focus moves on to the way forward.
                      navRef.current?.querySelector<HTMLButtonElement>('[data-forward]')?.focus();
                    }
                  : undefined
              }
            />
          )}
        </section>

        <nav ref={navRef} aria-label="Questions" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="lg" disabled={state.currentIndex === 0} onClick={go(quiz.previous)}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            {QuizMessages.previous}
          </Button>
          {forward.kind === 'see-results' ? (
            <Button data-forward size="lg" onClick={quiz.seeResults}>
              <Flag className="h-5 w-5" aria-hidden="true" />
              {QuizMessages.seeResults}
            </Button>
          ) : forward.kind === 'next-question' ? (
            <Button data-forward size="lg" onClick={go(quiz.next)}>
              {QuizMessages.nextQuestion}
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          ) : (
            <Button data-forward variant="secondary" size="lg" disabled={forward.disabled} onClick={go(quiz.next)}>
              {QuizMessages.next}
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          )}
        </nav>
      </div>
    );
  }

  return (
    <>
      {header}
      <main className="mx-auto max-w-3xl px-4 pt-5 pb-16 md:px-6 md:pt-8">{body}</main>
      {/* The result of an answer is announced whether or not focus is near it. */}
      <p role="status" aria-live="polite" className="sr-only">
        {!state.quizCompleted && state.showAnswer && result ? QuizMessages.badge[result] : ''}
      </p>
      {dialog}
    </>
  );
}
