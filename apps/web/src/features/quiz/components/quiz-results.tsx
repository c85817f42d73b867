import { clsx } from 'clsx';
import { BookOpen, Bookmark, CircleDashed, RotateCcw, Target, Trophy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import {
  attemptedCount,
  questionEntries,
  scoreBand,
  scorePercent,
  totalQuestions,
  type QuizState,
  type ScoreBand,
} from '../lib/quiz-machine.ts';
import { QuizMessages, resultsLine } from '../lib/quiz-messages.ts';
import { ResultBadge } from './answer-panel.tsx';
import { MathText } from '../../../components/ui/math-text.tsx';

const bandStyles: Record<ScoreBand, { bar: string; text: string; ring: string; Icon: typeof Trophy }> = {
  good: { bar: 'bg-emerald-500', text: 'text-emerald-700', ring: 'bg-emerald-50 text-emerald-600', Icon: Trophy },
  fair: { bar: 'bg-amber-400', text: 'text-amber-700', ring: 'bg-amber-50 text-amber-600', Icon: Target },
  poor: { bar: 'bg-red-500', text: 'text-red-700', ring: 'bg-red-50 text-red-600', Icon: BookOpen },
};

/**
 * sets-and-study §2 results screen: 'Quiz Results', the percentage (correct out of all questions: unanswered
 * ones count against it), the attempted line, a bar coloured by the 80/60 thresholds, the Question
 * Review and 'Take Quiz Again'.
 */
export function QuizResults({ state, onRetake }: { state: QuizState; onRetake: () => void }) {
  const percent = scorePercent(state);
  const band = bandStyles[scoreBand(percent)];
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The results replace the question: take focus there so the score is read first.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="quiz-results-heading"
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
      >
        <span className={clsx('mx-auto grid h-14 w-14 place-items-center rounded-full', band.ring)}>
          <band.Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2
          id="quiz-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-2xl font-bold tracking-tight outline-none"
        >
          {QuizMessages.resultsTitle}
        </h2>
        <p className={clsx('mt-3 text-5xl font-extrabold tracking-tight tabular-nums', band.text)}>{percent}%</p>
        <p className="mt-2 text-slate-600">
          {resultsLine(state.tally.correct, attemptedCount(state), totalQuestions(state))}
        </p>
        <ProgressBar
          label="Score"
          percent={percent}
          data-band={scoreBand(percent)}
          className="mx-auto mt-5 h-3 max-w-md overflow-hidden rounded-full bg-slate-100"
          barClassName={clsx('h-full rounded-full', band.bar)}
        />
        <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onRetake}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {QuizMessages.takeQuizAgain}
        </Button>
      </section>

      <section aria-labelledby="question-review-heading">
        <h2 id="question-review-heading" className="mb-3 text-lg font-semibold tracking-tight">
          {QuizMessages.questionReview}
        </h2>
        <ol className="space-y-3">
          {questionEntries(state).map((entry) => (
            <li key={entry.position} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
              <article aria-labelledby={`review-q-${entry.position}`}>
                <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
                  <span className="grid h-7 min-w-7 shrink-0 place-items-center rounded-full bg-slate-100 px-1.5 text-xs font-bold text-slate-600 tabular-nums">
                    {entry.number}
                  </span>
                  <h3
                    id={`review-q-${entry.position}`}
                    className="min-w-0 flex-1 basis-48 font-semibold break-words whitespace-pre-wrap text-slate-900"
                  >
                    {entry.card.question ? <MathText text={entry.card.question} /> : QuizMessages.imageOnlyQuestion}
                  </h3>
                  <div className="flex shrink-0 flex-wrap items-center gap-2 max-sm:basis-full max-sm:pl-10">
                    {entry.bookmarked && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
                        <Bookmark className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
                        {QuizMessages.bookmarked}
                      </span>
                    )}
                    {entry.status === 'unanswered' ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-600 ring-1 ring-slate-300">
                        <CircleDashed className="h-4 w-4" aria-hidden="true" />
                        {QuizMessages.notAnswered}
                      </span>
                    ) : (
                      <ResultBadge result={entry.status} />
                    )}
                  </div>
                </div>
                {entry.card.questionImage && (
                  <img
                    src={entry.card.questionImage}
                    alt={`Image for question ${entry.number}`}
                    className="mt-3 max-h-32 rounded-lg object-contain ring-1 ring-slate-200 sm:ml-10"
                  />
                )}
                <dl className="mt-3 space-y-1.5 text-sm sm:pl-10">
                  <ReviewLine label={QuizMessages.yourAnswer}>
                    {entry.answer.trim() ? (
                      <MathText text={entry.answer} />
                    ) : (
                      <span className="text-slate-400 italic">{QuizMessages.noAnswerProvided}</span>
                    )}
                  </ReviewLine>
                  {entry.status !== 'correct' && entry.feedback && (
                    <ReviewLine label={QuizMessages.feedback}>{entry.feedback}</ReviewLine>
                  )}
                  <ReviewLine label={QuizMessages.correctAnswer} tone="font-medium text-emerald-800">
                    <MathText text={entry.card.answer} />
                  </ReviewLine>
                </dl>
              </article>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One line of a reviewed question: the label above its text on a phone, beside it from sm up. */
function ReviewLine({
  label,
  tone = 'text-slate-900',
  children,
}: {
  label: string;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <div className="sm:flex sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-500 sm:w-32">{label}:</dt>
      <dd className={clsx('min-w-0 break-words whitespace-pre-wrap', tone)}>{children}</dd>
    </div>
  );
}
