import { Plus, Search, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { setCountLabel } from '../lib/created-sets-messages.ts';

/**
 * The page heading, fixed under the mobile top bar (or at the top beside the sidebar) while the
 * grid scrolls. With sets, it carries their count and the ways to make or find more; while they
 * load, outlines hold those places, so the grid below does not jump down when they arrive.
 */
export function CreatedSetsHeader({ count, loading = false }: { count?: number; loading?: boolean }) {
  return (
    <header className="sticky top-14 z-20 border-b border-slate-200 bg-white/90 backdrop-blur md:top-0">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 md:px-8 md:py-4">
        <div className="min-w-0">
          {/* Focusable from script: it takes focus when the welcome closes (features/onboarding). */}
          <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
            Created Sets
          </h1>
          {count !== undefined && (
            <p className="mt-0.5 text-sm font-medium text-slate-500" aria-live="polite">
              {setCountLabel(count)}
            </p>
          )}
          {loading && <div aria-hidden="true" className="mt-0.5 h-5 w-16 animate-pulse rounded bg-slate-100" />}
        </div>
        {loading && (
          <div aria-hidden="true" className="flex w-full gap-2 sm:w-auto">
            <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-28 sm:flex-none" />
            <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-24 sm:flex-none" />
            <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-32 sm:flex-none" />
          </div>
        )}
        {count !== undefined && (
          <nav aria-label="Set actions" className="flex w-full gap-2 sm:w-auto">
            <Link to="/search-sets" className={buttonClasses('secondary', 'md', 'flex-1 sm:flex-none')}>
              <Search className="h-4 w-4" aria-hidden="true" />
              Find Sets
            </Link>
            <Link
              to="/set-creator"
              state={{ openImport: true }}
              className={buttonClasses('secondary', 'md', 'flex-1 sm:flex-none')}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              Import
            </Link>
            <Link to="/set-creator" className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Create Set
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
