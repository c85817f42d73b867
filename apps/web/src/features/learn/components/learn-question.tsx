import { learnCounts, type LearnProgress } from '@coursecards/shared/domain/learn-rounds';
import { clsx } from 'clsx';
import { ArrowRight, Star, BadgeCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { AnswerPanel, MultipleChoiceOptions, QuestionImage, TextAnswerForm } from '../../quiz/index.ts';
import { LearnMessages } from '../lib/learn-messages.ts';
import type { LearnSession } from '../lib/use-learn-session.ts';
import { MathText } from '../../../components/ui/math-text.tsx';

/** Unseen, familiar and mastered as one bar, with the counts in words beside it. */
export function StageBar({ progress }: { progress: LearnProgress }) {
  const counts = learnCounts(progress);
  const share = (n: number) => (counts.total === 0 ? 0 : (n / counts.total) * 100);
  return (
    <div>
      <div
        role="img"
        aria-label={`${counts.mastered} mastered, ${counts.familiar} familiar, ${counts.unseen} not studied, of ${counts.total}`}
        className="flex h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-emerald-500" style={{ width: `${share(counts.mastered)}%` }} />
        <div className="h-full bg-amber-400" style={{ width: `${share(counts.familiar)}%` }} />
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          {LearnMessages.stages.unseen} {counts.unseen}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          {LearnMessages.stages.familiar} {counts.familiar}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-500" />
          {LearnMessages.stages.mastered} {counts.mastered}
        </li>
      </ul>
    </div>
  );
}

const verdictText = { correct: LearnMessages.correct, close: LearnMessages.close, incorrect: LearnMessages.wrong };

/** One Learn question: the prompt, multiple choice or a typed box, then the grade and Continue. */
export function LearnQuestion({ session }: { session: LearnSession }) {
  const { progress, question, answered, checking, choices } = session;
  const [input, setInput] = useState('');
  const questionId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  // A new question (this component is keyed by it) takes focus: the box for a typed one, else the question.
  useEffect(() => {
    (textRef.current ?? headingRef.current)?.focus();
  }, []);
  // Once graded, focus moves on to Continue.
  useEffect(() => {
    if (answered) sectionRef.current?.querySelector<HTMLButtonElement>('[data-continue]')?.focus();
  }, [answered]);

  if (!progress || !question) return null;
  const round = progress.round;
  const starred = progress.starred.includes(question.cardId);
  const shownResult = answered ? (answered.overridden ? 'correct' : answered.result) : null;
  const canOverride = answered && question.kind === 'typed' && answered.result !== 'correct' && !answered.overridden;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-2xl font-bold tracking-tight">{LearnMessages.round(round.number)}</p>
          <p className="mt-0.5 text-sm font-medium text-slate-600">
            {LearnMessages.questionOf(
              Math.min(round.position + (answered ? 0 : 1), round.queue.length),
              round.queue.length,
            )}
          </p>
        </div>
      </div>
      <StageBar progress={progress} />

      <section
        ref={sectionRef}
        aria-labelledby={questionId}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-7"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {LearnMessages.kindNames[question.kind]}
          </span>
          <button
            type="button"
            aria-pressed={starred}
            aria-label={LearnMessages.starCard}
            title={starred ? LearnMessages.unstarCard : LearnMessages.starCard}
            onClick={session.star}
            className={clsx(
              'grid h-9 w-9 place-items-center rounded-lg transition-colors',
              starred ? 'text-amber-500 hover:bg-amber-50' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700',
            )}
          >
            <Star className={clsx('h-5 w-5', starred && 'fill-current')} aria-hidden="true" />
          </button>
        </div>
        <h2
          id={questionId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-xl font-semibold tracking-tight break-words whitespace-pre-wrap text-slate-900 outline-none md:text-2xl"
        >
          {question.prompt ? <MathText text={question.prompt} /> : '[Image]'}
        </h2>
        {question.promptImage && <QuestionImage src={question.promptImage} questionNumber={round.position + 1} />}

        {question.kind === 'multiple-choice' && (
          <MultipleChoiceOptions
            entry={choices}
            correctAnswer={question.expected}
            chosen={answered ? answered.answer : null}
            onChoose={session.choose}
            onRetry={session.retryChoices}
            questionId={questionId}
          />
        )}
        {question.kind === 'typed' && !answered && (
          <TextAnswerForm
            ref={textRef}
            value={input}
            onChange={setInput}
            onSubmit={() => session.submitText(input)}
            checking={checking}
            questionId={questionId}
          />
        )}
        {answered && question.kind === 'typed' && shownResult && (
          <AnswerPanel
            answer={answered.answer}
            result={shownResult}
            feedback={answered.feedback}
            correctAnswer={question.expected}
          />
        )}
        {answered && shownResult && (
          <div
            className={clsx(
              'mt-4 flex flex-col gap-3 rounded-xl p-3.5 sm:flex-row sm:items-center sm:justify-between',
              shownResult === 'correct' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
            )}
          >
            <p className="text-sm font-medium">
              <span className="font-semibold">{verdictText[shownResult]}</span>{' '}
              {answered.overridden
                ? LearnMessages.overridden
                : shownResult !== 'correct'
                  ? LearnMessages.comesBack
                  : ''}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              {canOverride && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    session.overrideAnswer();
                    // The button goes once used: focus moves on to Continue.
                    sectionRef.current?.querySelector<HTMLButtonElement>('[data-continue]')?.focus();
                  }}
                >
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                  {LearnMessages.iWasRight}
                </Button>
              )}
              <Button data-continue onClick={session.proceed}>
                {LearnMessages.continue}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
      </section>
      <p role="status" aria-live="polite" className="sr-only">
        {answered && shownResult
          ? `${verdictText[shownResult]} ${answered.overridden ? LearnMessages.overridden : ''}`
          : ''}
      </p>
    </div>
  );
}
