import { ArrowRight, PenLine, Search, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const optionClasses =
  'group relative flex h-full flex-col rounded-2xl p-5 text-left ring-1 transition hover:-translate-y-0.5 hover:shadow-md md:p-6';

function OptionBody({
  icon: Icon,
  title,
  body,
  accent,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  accent: boolean;
}) {
  return (
    <>
      <span
        className={
          accent
            ? 'grid h-11 w-11 place-items-center rounded-xl bg-white/15 text-white ring-1 ring-white/30'
            : 'grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-600'
        }
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className={accent ? 'mt-4 font-semibold text-white' : 'mt-4 font-semibold text-slate-900'}>{title}</span>
      <span className={accent ? 'mt-1 text-sm text-brand-100' : 'mt-1 text-sm text-slate-600'}>{body}</span>
      <ArrowRight
        className={
          accent
            ? 'mt-4 h-5 w-5 text-white transition-transform group-hover:translate-x-1'
            : 'mt-4 h-5 w-5 text-brand-600 transition-transform group-hover:translate-x-1'
        }
        aria-hidden="true"
      />
    </>
  );
}

/** Spec: the empty state, "Start Your Journey", and its three ways to a first set, with importing beside them. */
export function StartYourJourney({
  onGenerateWithAi,
  onPrepareAi,
  helper,
}: {
  onGenerateWithAi: () => void;
  /** the pointer or focus is on the AI option: a chance to fetch the overlay's code early */
  onPrepareAi?: () => void;
  helper?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      {helper}
      <section
        aria-labelledby="start-your-journey"
        className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
      >
        <h2 id="start-your-journey" className="text-2xl font-bold tracking-tight md:text-3xl">
          Start Your Journey
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          You haven&apos;t created any flashcard sets yet. Choose how you&apos;d like to make your first one.
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          <li>
            <button
              type="button"
              onClick={onGenerateWithAi}
              onPointerEnter={onPrepareAi}
              onFocus={onPrepareAi}
              className={`${optionClasses} w-full bg-gradient-to-br from-brand-600 to-violet-600 shadow-sm ring-brand-700/20`}
            >
              <OptionBody
                icon={Sparkles}
                title="AI-Generated Flashcards"
                body="Turn your notes or a PDF into flashcards in seconds."
                accent
              />
            </button>
          </li>
          <li>
            <Link to="/set-creator" className={`${optionClasses} bg-white ring-slate-200 hover:ring-brand-200`}>
              <OptionBody
                icon={PenLine}
                title="Create Manually"
                body="Build a set card by card, with text, images and equations."
                accent={false}
              />
            </Link>
          </li>
          <li>
            <Link to="/search-sets" className={`${optionClasses} bg-white ring-slate-200 hover:ring-brand-200`}>
              <OptionBody
                icon={Search}
                title="Browse Sets"
                body="Find sets your classmates shared for your classes."
                accent={false}
              />
            </Link>
          </li>
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Have cards in Quizlet, a spreadsheet or Anki?{' '}
          <Link
            to="/set-creator"
            state={{ openImport: true }}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Import them
          </Link>
        </p>
      </section>
    </div>
  );
}
