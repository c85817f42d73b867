import { Settings2 } from 'lucide-react';
import { QuizMessages } from '../lib/quiz-messages.ts';
import { StudyModeHeader } from './study-mode-header.tsx';

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
    <StudyModeHeader
      setId={setId}
      title={title}
      mode={QuizMessages.quizMode}
      action={
        onOpenSettings && (
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
        )
      }
    />
  );
}
