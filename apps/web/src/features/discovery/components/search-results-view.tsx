import { clsx } from 'clsx';
import { PageLimits } from '@coursecards/shared/constants/limits';
import { AlertTriangle, ChevronDown, Clock, Heart, ListFilter, Plus, RotateCw, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PublicSet } from '../api/discovery-api.ts';
import { useSearchResults } from '../api/discovery-queries.ts';
import { DiscoveryMessages, foundHeading } from '../lib/discovery-messages.ts';
import { filterSets, resultStatus, sortSets, type ResultSort } from '../lib/result-view.ts';
import { PublicSetCard, setGridClasses } from './public-set-card.tsx';

export interface SearchResultsViewProps {
  /** the class code searched for, as in the address (?q=) */
  query: string;
  /** the signed-in user, sent so the server can put their school's sets first */
  uid: string | null;
}

/** Spec accounts-and-discovery §2 "Search Results": loading, error, empty, or the sets with a local filter and sort. */
export function SearchResultsView({ query, uid }: SearchResultsViewProps) {
  const results = useSearchResults(query, uid);

  if (results.isPending) {
    return (
      <div className="@container">
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <Spinner className="h-5 w-5 text-brand-600" />
          {DiscoveryMessages.searching}
        </p>
        <ul aria-hidden="true" className={`mt-6 ${setGridClasses}`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-56 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <div className="h-5 w-20 rounded bg-brand-50" />
              <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
              <div className="mt-3 h-4 w-full rounded bg-slate-100" />
              <div className="mt-2 h-4 w-2/3 rounded bg-slate-100" />
              <div className="mt-8 h-4 w-1/2 rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  // Once sets are shown, a later failure (the next page, a refresh) leaves them in place.
  if (!results.data) {
    return (
      <section
        role="alert"
        className="mx-auto mt-4 max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:mt-8 md:p-8"
      >
        <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-6 w-6" aria-hidden="true" />
        </span>
        <p className="mt-4 font-medium text-slate-800">{DiscoveryMessages.searchFailed}</p>
        <Button className="mt-6" busy={results.isFetching} onClick={() => void results.refetch()}>
          {!results.isFetching && <RotateCw className="h-4 w-4" aria-hidden="true" />}
          Try Again
        </Button>
      </section>
    );
  }

  // Pages can overlap when likes reorder the sets between two requests: each set is shown once.
  const { pages } = results.data;
  const sets = uniqueById(pages.flatMap((page) => page.sets));
  const total = Math.max(pages.at(-1)?.total ?? 0, sets.length);

  if (sets.length === 0) {
    return (
      <section className="mx-auto mt-4 flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:mt-8 md:p-10">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <SearchX className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold tracking-tight">{DiscoveryMessages.noResults}</h2>
        <p className="mt-2 text-slate-600">
          Nobody has shared a public set for <span className="font-semibold text-slate-800">{query}</span> yet.
        </p>
        <Link
          to="/set-creator"
          // The creator may prefill the class code from this; nothing else is handed over.
          state={{ classCode: query }}
          className={buttonClasses('primary', 'lg', 'mt-6')}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          Create a Set for {query}
        </Link>
      </section>
    );
  }

  return (
    <ResultList
      sets={sets}
      total={total}
      query={query}
      more={
        results.hasNextPage
          ? {
              load: () => void results.fetchNextPage(),
              loading: results.isFetchingNextPage,
              failed: results.isFetchNextPageError,
            }
          : null
      }
    />
  );
}

function uniqueById(sets: readonly PublicSet[]): PublicSet[] {
  const seen = new Set<string>();
  return sets.filter((set) => !seen.has(set.id) && Boolean(seen.add(set.id)));
}

/** Loading the sets found but not loaded yet. */
interface MoreSets {
  load: () => void;
  loading: boolean;
  failed: boolean;
}

const sortButtons: { sort: Exclude<ResultSort, 'default'>; label: string; Icon: typeof Clock }[] = [
  { sort: 'recent', label: 'Most Recent', Icon: Clock },
  { sort: 'popular', label: 'Most Liked', Icon: Heart },
];

/** The loaded sets: heading, filter, sort, status line and the grid (or the filtered-empty state). */
function ResultList({
  sets,
  total,
  query,
  more,
}: {
  sets: readonly PublicSet[];
  total: number;
  query: string;
  more: MoreSets | null;
}) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<ResultSort>('default');
  const filterId = useId();
  const shown = useMemo(() => sortSets(filterSets(sets, filter), sort), [sets, filter, sort]);
  const status = resultStatus(shown.length, filter, sort, { loaded: sets.length, total });
  const clearFilters = () => {
    setFilter('');
    setSort('default');
  };

  return (
    <div className="@container">
      <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{foundHeading(total)}</h2>

      <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <ListFilter
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <label htmlFor={filterId} className="sr-only">
            Filter sets by title or description
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter by title or description"
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <div role="group" aria-label="Sort sets" className="flex gap-2">
          {sortButtons.map(({ sort: value, label, Icon }) => {
            const pressed = sort === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={pressed}
                // Pressing the chosen order again goes back to the server's order.
                onClick={() => setSort(pressed ? 'default' : value)}
                className={clsx(
                  'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
                  pressed
                    ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </button>
            );
          })}
        </div>
      </div>

      <p role="status" className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
        <span>{status.showing}</span>
        {status.sorted && (
          <>
            <span aria-hidden="true" className="text-slate-300">
              •
            </span>
            <span>{status.sorted}</span>
          </>
        )}
      </p>

      {shown.length === 0 ? (
        <section className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h3 className="text-lg font-semibold">{DiscoveryMessages.noMatches}</h3>
          <Button variant="secondary" className="mt-4" onClick={clearFilters}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear Filters
          </Button>
        </section>
      ) : (
        <ul aria-label="Search results" className={`mt-4 ${setGridClasses}`}>
          {shown.map((set) => (
            <li key={set.id}>
              <PublicSetCard set={set} state={{ from: 'search', query }} />
            </li>
          ))}
        </ul>
      )}

      {more && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {more.failed && (
            <p role="alert" className="text-sm text-red-700">
              {DiscoveryMessages.moreFailed}
            </p>
          )}
          <Button variant="secondary" size="lg" busy={more.loading} onClick={more.load}>
            {!more.loading && <ChevronDown className="h-5 w-5" aria-hidden="true" />}
            {DiscoveryMessages.showMore(Math.min(PageLimits.searchResults, total - sets.length))}
          </Button>
        </div>
      )}
    </div>
  );
}
