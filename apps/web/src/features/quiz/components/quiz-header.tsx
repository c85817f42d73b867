import { ArrowLeft, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { QuizMessages } from '../lib/quiz-messages.ts';

export interface QuizHeaderProps {
  setId: string;
  /** the set's title once it has loaded */
  title?: string | undefined;
  /** opens the settings dialog; no button until a quiz is running */
  onOpenSettings?: (() => void) | undefined;
}

/** sets-and-study §2 "Quiz": 'Back to Set Page', the set title, 'Quiz Mode' and the settings button. */
export function QuizHeader({ setId, title, onOpenSettings }: QuizHeaderProps) {
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
            {title ?? QuizMessages.quizMode}
          </h1>
          {title !== undefined && (
            <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{QuizMessages.quizMode}</p>
          )}
        </div>
        {onOpenSettings ? (
          <button
            type="button"
            onClick={onOpenSettings}
            aria-label={QuizMessages.settingsTitle}
            aria-haspopup="dialog"
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            <Settings2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Settings</span>
          </button>
        ) : (
          // Keeps the title centred while there is no settings button.
          <span className="w-9 shrink-0 sm:w-[6.5rem]" aria-hidden="true" />
        )}
      </div>
    </header>
  );
}
