import { Spinner } from './spinner.tsx';

/** While a list of set cards loads: the page's own loading text over the outline of the grid to come. */
export function CardGridLoading({ message }: { message: string }) {
  return (
    <div className="@container">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        {message}
      </p>
      <ul
        aria-hidden="true"
        className="mt-6 grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4 md:gap-6"
      >
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-52 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <div className="h-6 w-24 rounded-full bg-slate-100" />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-3 h-5 w-20 rounded bg-slate-100" />
            <div className="mt-6 h-4 w-1/2 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
