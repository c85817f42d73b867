import { clsx } from 'clsx';
import { CheckCircle2, CircleAlert, Lightbulb, BadgeCheck, XCircle } from 'lucide-react';
import type { AnswerResult } from '../../../lib/grading.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { MathText } from '../../../components/ui/math-text.tsx';

const badgeStyles: Record<AnswerResult, { className: string; Icon: typeof CheckCircle2 }> = {
  correct: { className: 'bg-emerald-100 text-emerald-800 ring-emerald-300', Icon: CheckCircle2 },
  close: { className: 'bg-amber-100 text-amber-800 ring-amber-300', Icon: CircleAlert },
  incorrect: { className: 'bg-red-100 text-red-800 ring-red-300', Icon: XCircle },
};

const panelStyles: Record<AnswerResult, string> = {
  correct: 'bg-emerald-50/60 ring-emerald-200',
  close: 'bg-amber-50/60 ring-amber-200',
  incorrect: 'bg-red-50/50 ring-red-200',
};

/** Correct / Close! / Incorrect, with an icon so colour is not the only sign. */
export function ResultBadge({ result, className }: { result: AnswerResult; className?: string }) {
  const { className: tone, Icon } = badgeStyles[result];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        tone,
        className,
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {QuizMessages.badge[result]}
    </span>
  );
}

export interface AnswerPanelProps {
  answer: string;
  result: AnswerResult;
  feedback: string;
  correctAnswer: string;
  /** offers "I was right" on an answer not graded correct (learn-and-match §2) */
  onOverride?: (() => void) | undefined;
}

/** sets-and-study §2: after answering, 'Your Answer' with its badge, Feedback only when not correct, and the Correct Answer. */
export function AnswerPanel({ answer, result, feedback, correctAnswer, onOverride }: AnswerPanelProps) {
  return (
    <section aria-label="Answer" className={clsx('mt-6 space-y-4 rounded-xl p-4 ring-1 md:p-5', panelStyles[result])}>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-600">{QuizMessages.yourAnswer}</h3>
          <ResultBadge result={result} />
        </div>
        <p className="mt-1 text-base break-words whitespace-pre-wrap text-slate-900">
          <MathText text={answer} />
        </p>
      </div>
      {result !== 'correct' && feedback && (
        <div className="flex gap-2.5 rounded-lg bg-white/70 p-3 ring-1 ring-slate-200">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-600">{QuizMessages.feedback}</h3>
            <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-800">{feedback}</p>
          </div>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-600">{QuizMessages.correctAnswer}</h3>
        <p className="mt-1 text-base font-medium break-words whitespace-pre-wrap text-emerald-900">
          <MathText text={correctAnswer} />
        </p>
      </div>
      {onOverride && result !== 'correct' && (
        <button
          type="button"
          onClick={onOverride}
          title={QuizMessages.iWasRightHint}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          {QuizMessages.iWasRight}
        </button>
      )}
    </section>
  );
}
