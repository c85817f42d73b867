import { AlertTriangle, Plus, RotateCw, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePopularSets } from '../api/discovery-queries.ts';
import { DiscoveryMessages } from '../lib/discovery-messages.ts';
import { PublicSetCard, setGridClasses } from './public-set-card.tsx';

/**
 * "Most Popular Sets" of the user's university (of every school when the user has none). A failure
 * says so and offers a retry: no sample sets stand in (product decisions).
 */
export function PopularSetsPanel({ university }: { university: string | null }) {
  const popular = usePopularSets(university);

  let body;
  if (popular.isPending) {
    body = (
      <>
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <Spinner className="h-5 w-5 text-brand-600" />
          {DiscoveryMessages.popularLoading}
        </p>
        <ul aria-hidden="true" className={`mt-5 ${setGridClasses}`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-48 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <div className="h-5 w-20 rounded bg-brand-50" />
              <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
              <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
              <div className="mt-8 h-4 w-2/3 rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (popular.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-8 text-center ring-1 ring-slate-200"
      >
        <span className="grid h-11 w-11 place-items-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-800">{DiscoveryMessages.popularFailed}</p>
        <Button variant="secondary" busy={popular.isFetching} onClick={() => void popular.refetch()}>
          {!popular.isFetching && <RotateCw className="h-4 w-4" aria-hidden="true" />}
          Try Again
        </Button>
      </div>
    );
  } else if (popular.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="max-w-md text-slate-600">
          {university ? DiscoveryMessages.popularEmpty(university) : DiscoveryMessages.popularEmptyAnywhere}
        </p>
        <Link to="/set-creator" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create a Set
        </Link>
      </div>
    );
  } else {
    body = (
      <ul aria-label={DiscoveryMessages.popularHeading} className={setGridClasses}>
        {popular.data.map((set) => (
          <li key={set.id}>
            <PublicSetCard set={set} state={{ from: 'popular' }} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="popular-sets-heading" className="@container">
      <div className="mb-4 flex items-center gap-3">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-600">
          <TrendingUp className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="popular-sets-heading" className="text-lg font-semibold tracking-tight md:text-xl">
            {DiscoveryMessages.popularHeading}
          </h2>
          {university && <p className="truncate text-sm text-slate-500">{university}</p>}
        </div>
      </div>
      {body}
    </section>
  );
}
