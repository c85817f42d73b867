import { clsx } from 'clsx';
import { AlertTriangle, Check, RotateCw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { sameAnswer } from '../../../lib/grading.ts';
import type { OptionsEntry } from '../lib/quiz-machine.ts';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { MathText } from '../../../components/ui/math-text.tsx';

export interface MultipleChoiceOptionsProps {
  entry: OptionsEntry | undefined;
  correctAnswer: string;
  /** the option picked, once answered */
  chosen: string | null;
  onChoose: (option: string) => void;
  onRetry: () => void;
  /** the question heading's id: the options are a group named by the question */
  questionId: string;
}

const letters = 'ABCDEFGH';

/**
 * sets-and-study §2 "Multiple choice": a 2-column grid of buttons; once answered the correct option turns
 * green and a wrong pick red. 'Loading options...' while they come, and 'Could not load options
 * for this question.' with Try Again when there are none.
 */
export function MultipleChoiceOptions({
  entry,
  correctAnswer,
  chosen,
  onChoose,
  onRetry,
  questionId,
}: MultipleChoiceOptionsProps) {
  if (!entry || entry.status === 'loading') {
    return (
      <div className="mt-6">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="h-4 w-4 text-brand-600" />
          {QuizMessages.loadingOptions}
        </p>
        <div aria-hidden="true" className="mt-3 grid animate-pulse gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    );
  }

  if (entry.status === 'failed') {
    return (
      <div
        role="alert"
        className="mt-6 flex flex-col items-center gap-3 rounded-xl bg-red-50 p-5 text-center ring-1 ring-red-200"
      >
        <p className="flex items-center gap-2 text-sm font-medium text-red-800">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {QuizMessages.optionsMissing}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {QuizMessages.tryAgain}
        </Button>
      </div>
    );
  }

  const answered = chosen !== null;
  return (
    <div role="group" aria-labelledby={questionId} className="mt-6 grid gap-3 sm:grid-cols-2">
      {entry.options.map((option, i) => {
        const isCorrect = sameAnswer(option, correctAnswer);
        const isChosen = answered && option === chosen;
        const tone = !answered ? 'idle' : isCorrect ? 'correct' : isChosen ? 'wrong' : 'dim';
        return (
          <button
            key={`${i}-${option}`}
            type="button"
            disabled={answered}
            aria-pressed={answered ? isChosen : undefined}
            onClick={() => onChoose(option)}
            className={clsx(
              // min-w-0: a long unbroken answer wraps inside the button instead of widening the grid past the screen.
              'group flex min-h-14 min-w-0 items-start gap-3 rounded-xl px-4 py-3 text-left text-base ring-1 transition-colors disabled:cursor-default',
              tone === 'idle' && 'bg-white ring-slate-300 hover:bg-brand-50 hover:ring-brand-400',
              tone === 'correct' && 'bg-emerald-50 text-emerald-900 ring-2 ring-emerald-500',
              tone === 'wrong' && 'bg-red-50 text-red-900 ring-2 ring-red-500',
              tone === 'dim' && 'bg-white text-slate-500 ring-slate-200',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'grid h-7 w-7 shrink-0 place-items-center rounded-lg text-sm font-bold',
                tone === 'idle' && 'bg-slate-100 text-slate-600 group-hover:bg-brand-100 group-hover:text-brand-700',
                tone === 'correct' && 'bg-emerald-500 text-white',
                tone === 'wrong' && 'bg-red-500 text-white',
                tone === 'dim' && 'bg-slate-100 text-slate-400',
              )}
            >
              {tone === 'correct' ? (
                <Check className="h-4 w-4" />
              ) : tone === 'wrong' ? (
                <X className="h-4 w-4" />
              ) : (
                letters[i]
              )}
            </span>
            <span className="min-w-0 flex-1 pt-0.5 break-words whitespace-pre-wrap">
              <MathText text={option} />
            </span>
            {answered && (isCorrect || isChosen) && (
              <span className="sr-only">
                {isCorrect ? ` (${QuizMessages.correctAnswer})` : ''}
                {isChosen ? ` (${QuizMessages.yourAnswer})` : ''}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
