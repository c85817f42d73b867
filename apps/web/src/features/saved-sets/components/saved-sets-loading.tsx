import { Spinner } from '../../../components/ui/spinner.tsx';
import { SavedSetsMessages } from '../lib/saved-sets-messages.ts';

/** While the list loads: the spec's text, over the outline of the grid to come. */
export function SavedSetsLoading() {
  return (
    <div className="@container">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        {SavedSetsMessages.loading}
      </p>
      <ul
        aria-hidden="true"
        className="mt-6 grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6"
      >
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-56 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <div className="h-5 w-32 rounded-full bg-slate-100" />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-3 h-5 w-20 rounded bg-slate-100" />
            <div className="mt-6 h-4 w-1/2 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
