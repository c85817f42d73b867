import { ArrowRight, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';

const steps = [
  'Open Find Sets and search for one of your class codes.',
  'Open a set that looks useful to you.',
  'Press Save Set: a copy appears here, ready to study.',
];

/**
 * Spec: the empty state, "No Saved Sets Yet", with the "Discover Flashcard Sets" prompt and the
 * "How to Save Sets" hint; the prompt goes to /search-sets.
 */
export function NoSavedSets({ helper }: { helper?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      {helper}
      <section
        aria-labelledby="no-saved-sets"
        className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
      >
        <img
          src="/images/empty_saved_sets.png"
          alt=""
          width={320}
          height={240}
          className="mx-auto h-auto w-60 md:w-72"
        />
        <h2 id="no-saved-sets" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
          {SavedSetsMessages.emptyTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          Sets you save from your classmates show up here, so the ones you study are always a click away.
        </p>
        <Link
          to="/search-sets"
          className="group mx-auto mt-8 flex max-w-md items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-violet-600 p-4 text-left text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md md:p-5"
        >
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/30">
            <Search className="h-5 w-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{SavedSetsMessages.discoverPrompt}</span>
            <span className="mt-0.5 block text-sm text-brand-100">Browse sets shared for your classes.</span>
          </span>
          <ArrowRight className="h-5 w-5 shrink-0 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </Link>
        <aside
          aria-labelledby="how-to-save-sets"
          className="mx-auto mt-6 max-w-md rounded-2xl bg-slate-50 p-4 text-left ring-1 ring-slate-200 md:p-5"
        >
          <h3 id="how-to-save-sets" className="text-sm font-semibold text-slate-900">
            {SavedSetsMessages.howToSaveTitle}
          </h3>
          <ol className="mt-3 space-y-2.5">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-slate-600">
                <span
                  className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </aside>
      </section>
    </div>
  );
}
