import { Plus, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ListPageActions, ListPageHeader } from '../../../components/ui/list-page-header.tsx';
import { setCountLabel } from '../lib/created-sets-messages.ts';

/**
 * The page heading, fixed under the mobile top bar (or at the top beside the sidebar) while the
 * grid scrolls. With sets, it carries their count and the ways to make or find more; while they
 * load, outlines hold those places, so the grid below does not jump down when they arrive.
 */
export function CreatedSetsHeader({ count, loading = false }: { count?: number; loading?: boolean }) {
  return (
    <ListPageHeader
      heading={
        // Focusable from script: it takes focus when the welcome closes (features/onboarding).
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          Created Sets
        </h1>
      }
      countLabel={count === undefined ? undefined : setCountLabel(count)}
      countLoading={loading}
    >
      {loading && (
        <div aria-hidden="true" className="flex w-full gap-2 sm:w-auto">
          <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-28 sm:flex-none" />
          <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-24 sm:flex-none" />
          <div className="h-10 flex-1 animate-pulse rounded-lg bg-slate-100 sm:w-32 sm:flex-none" />
        </div>
      )}
      {count !== undefined && (
        <ListPageActions>
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
        </ListPageActions>
      )}
    </ListPageHeader>
  );
}
