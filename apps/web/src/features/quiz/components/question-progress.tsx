import { Info, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { attemptedCount, questionEntries, totalQuestions, type QuizState } from '../lib/quiz-machine.ts';
import { skippedNotice, tallyText } from '../lib/quiz-messages.ts';
import { JumpMenu } from './jump-menu.tsx';

/** Where the quiz stands: question n of N, the tally, the jump menu and the progress bar. */
export function QuestionProgress({ state, onJump }: { state: QuizState; onJump: (position: number) => void }) {
  const total = totalQuestions(state);
  const answered = attemptedCount(state);
  const progress = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <>
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
        <JumpMenu entries={questionEntries(state)} onJump={onJump} />
      </div>

      <ProgressBar
        label="Quiz progress"
        percent={progress}
        valueText={`${answered} of ${total} answered`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
        barClassName="h-full rounded-full bg-brand-500 transition-[width] duration-500 ease-out motion-reduce:transition-none"
      />
    </>
  );
}

/** Cards the quiz had to leave out, said once until dismissed. */
export function SkippedCardsNotice({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 pr-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="min-w-0 flex-1">{skippedNotice(count)}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notice"
        className="-my-1 rounded-lg p-1 text-amber-700 hover:bg-amber-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
