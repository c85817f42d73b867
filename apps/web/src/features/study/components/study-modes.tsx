import { clsx } from 'clsx';
import { BookOpen, BrainCircuit, LayoutGrid, ListChecks, type LucideIcon } from 'lucide-react';
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
  { path: 'learn', name: StudyMessages.learn, hint: StudyMessages.modeHints.learn, Icon: BrainCircuit },
  { path: 'match', name: StudyMessages.match, hint: StudyMessages.modeHints.match, Icon: LayoutGrid },
];

/** The set viewer's study actions (sets-and-study §2, learn-and-match §1): each mode with one line on what it is. */
export function StudyModes({ base, state }: { base: string; state: unknown }) {
  const id = useId();
  return (
    <nav aria-label="Study modes" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {modes.map(({ path, name, hint, Icon }, i) => (
        // The link holds the mode's name only and covers the whole card (its ::after); the line on
        // what the mode is sits beside it and describes it, so name and visible label agree.
        <div
          key={path}
          className={clsx(
            'relative flex items-start gap-3 rounded-xl p-3.5 ring-1 transition-colors has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600',
            i === 0
              ? 'bg-brand-600 text-white ring-brand-700 hover:bg-brand-700'
              : 'bg-white text-slate-900 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400',
          )}
        >
          <Icon
            className={clsx('mt-0.5 h-5 w-5 shrink-0', i === 0 ? 'text-white' : 'text-brand-600')}
            aria-hidden="true"
          />
          <div className="min-w-0">
            <Link
              to={`${base}/${path}`}
              state={state}
              aria-describedby={`${id}-${path}-hint`}
              className="block font-semibold outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {name}
            </Link>
            <p
              id={`${id}-${path}-hint`}
              className={clsx('mt-0.5 text-sm', i === 0 ? 'text-brand-50' : 'text-slate-600')}
            >
              {hint}
            </p>
          </div>
        </div>
      ))}
    </nav>
  );
}
