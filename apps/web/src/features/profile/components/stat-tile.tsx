import type { LucideIcon } from 'lucide-react';

/** One total on the profile. A failed count reads as a dash, with its meaning for screen readers. */
export function StatTile({
  icon: Icon,
  label,
  value,
  loading,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  loading: boolean;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 md:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="h-4 w-4 text-brand-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {loading ? (
          <span className="block h-8 w-14 animate-pulse rounded-md bg-slate-200 md:h-9">
            <span className="sr-only">Loading</span>
          </span>
        ) : value === undefined ? (
          <>
            <span aria-hidden="true" className="text-slate-400">
              —
            </span>
            <span className="sr-only">Not available</span>
          </>
        ) : (
          value.toLocaleString('en-US')
        )}
      </dd>
    </div>
  );
}
