import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QuizMessages } from '../lib/quiz-messages.ts';

export interface StudyModeHeaderProps {
  setId: string;
  /** the set's title once it has loaded */
  title?: string | undefined;
  /** 'Quiz Mode', 'Learn', 'Match' */
  mode: string;
  /** a control at the right (options), or nothing */
  action?: ReactNode;
}

/** The header of every study mode (quiz, Learn, Match): back to the set, the title, the mode's name, an action. */
export function StudyModeHeader({ setId, title, mode, action }: StudyModeHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5 md:px-6 md:py-3">
        <Link
          to={`/study/${encodeURIComponent(setId)}`}
          // One name whichever of the two texts the screen width shows.
          aria-label={QuizMessages.backToSetPage}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sm:hidden">Back</span>
          <span className="hidden sm:inline">{QuizMessages.backToSetPage}</span>
        </Link>
        <div className="min-w-0 flex-1 text-center">
          <h1 title={title} className="truncate text-base font-semibold tracking-tight sm:text-lg">
            {title ?? mode}
          </h1>
          {title !== undefined && (
            <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{mode}</p>
          )}
        </div>
        {/* Without an action, a spacer keeps the title centred. */}
        {action ?? <span className="w-9 shrink-0 sm:w-[6.5rem]" aria-hidden="true" />}
      </div>
    </header>
  );
}
