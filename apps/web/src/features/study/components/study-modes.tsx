import { clsx } from 'clsx';
import { BookOpen, Brain, Grid3x3, ListChecks, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { StudyMessages } from '../lib/study-messages.ts';

interface StudyMode {
  path: string;
  name: string;
  hint: string;
  Icon: LucideIcon;
}

const modes: readonly StudyMode[] = [
  { path: 'flashcards', name: StudyMessages.studyFlashcards, hint: StudyMessages.modeHints.flashcards, Icon: BookOpen },
  { path: 'quiz', name: StudyMessages.takeQuiz, hint: StudyMessages.modeHints.quiz, Icon: ListChecks },
  { path: 'learn', name: StudyMessages.learn, hint: StudyMessages.modeHints.learn, Icon: Brain },
  { path: 'match', name: StudyMessages.match, hint: StudyMessages.modeHints.match, Icon: Grid3x3 },
];

/** The set viewer's study actions (sets-and-study §2, learn-and-match §1): each mode with one line on what it is. */
export function StudyModes({ base, state }: { base: string; state: unknown }) {
  const id = useId();
  return (
    <nav aria-label="Study modes" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {modes.map(({ path, name, hint, Icon }, i) => (
        <Link
          key={path}
          to={`${base}/${path}`}
          state={state}
          // Named by the mode alone; the line on what it is describes it.
          aria-labelledby={`${id}-${path}`}
          aria-describedby={`${id}-${path}-hint`}
          className={clsx(
            'group flex items-start gap-3 rounded-xl p-3.5 ring-1 transition-colors',
            i === 0
              ? 'bg-brand-600 text-white ring-brand-700 hover:bg-brand-700'
              : 'bg-white text-slate-900 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400',
          )}
        >
          <Icon
            className={clsx('mt-0.5 h-5 w-5 shrink-0', i === 0 ? 'text-white' : 'text-brand-600')}
            aria-hidden="true"
          />
          <span className="min-w-0">
            <span id={`${id}-${path}`} className="block font-semibold">
              {name}
            </span>
            <span
              id={`${id}-${path}-hint`}
              className={clsx('mt-0.5 block text-sm', i === 0 ? 'text-brand-50' : 'text-slate-600')}
            >
              {hint}
            </span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
