import { Search } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { InnerPageHeader } from '../../components/ui/inner-page-header.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SearchResultsView } from '../../features/discovery/components/search-results-view.tsx';

export default function SearchResultsPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  // Nothing to search for: back to the search box.
  if (!query) return <Navigate to="/search-sets" replace />;

  return (
    <div className="min-h-dvh">
      <InnerPageHeader back={{ to: '/search-sets', label: 'Back to Search' }} width="max-w-screen-2xl" />
      <main className="mx-auto max-w-screen-2xl px-4 py-6 md:px-8 md:py-8">
        <h1 className="sr-only">Search results for {query}</h1>
        <p className="mb-3 inline-flex max-w-full items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-200">
          <Search className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">
            Searched for: <span className="font-semibold tracking-wide text-slate-900">{query}</span>
          </span>
        </p>
        <SearchResultsView query={query} uid={user?.uid ?? null} />
      </main>
    </div>
  );
}
