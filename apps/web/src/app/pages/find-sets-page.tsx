import { ArrowRight, PencilLine } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ClassCodeSearch } from '../../features/discovery/components/class-code-search.tsx';
import { PopularSetsPanel } from '../../features/discovery/components/popular-sets-panel.tsx';

export default function FindSetsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const university = user?.university?.trim() || null;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 md:px-8 md:py-10">
      <section
        aria-labelledby="find-sets-heading"
        className="relative rounded-3xl bg-gradient-to-br from-brand-600 via-brand-600 to-indigo-500 px-5 py-7 text-white shadow-sm md:px-10 md:py-10"
      >
        {/* Decoration clipped on its own layer: the suggestion list must be free to overflow the panel. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-3xl">
          <div className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-white/10" />
          <div className="absolute -bottom-24 left-1/3 h-48 w-48 rounded-full bg-white/5" />
        </div>
        <div className="relative max-w-3xl">
          <h1 id="find-sets-heading" className="text-2xl font-bold tracking-tight md:text-4xl">
            Find Sets
          </h1>
          <p className="mt-2 text-brand-100 md:text-lg">
            Search public flashcard sets made by students in your classes.
          </p>
          <div className="mt-6 rounded-2xl bg-white p-4 text-slate-900 shadow-lg md:p-5">
            <ClassCodeSearch
              university={university}
              onSearch={(code) => void navigate(`/search-results?q=${encodeURIComponent(code)}`)}
            />
          </div>
          <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
            <PencilLine className="h-4 w-4" aria-hidden="true" />
            Can’t find what you need?
            <Link
              to="/set-creator"
              className="inline-flex items-center gap-1 rounded font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white focus-visible:outline-white"
            >
              Create your own set
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <div className="mt-8 md:mt-10">
        <PopularSetsPanel university={university} />
      </div>
    </div>
  );
}
