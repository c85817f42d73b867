/** The shape of the profile card while it loads. */
export function ProfileSkeleton({ label = 'Loading your profile...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-live="polite"
    >
      <span className="sr-only">{label}</span>
      <div className="h-24 animate-pulse bg-slate-200 md:h-28" aria-hidden="true" />
      <div className="animate-pulse px-5 pb-6 md:px-8 md:pb-8" aria-hidden="true">
        <div className="-mt-10 flex items-end gap-4 md:-mt-12">
          <span className="h-20 w-20 rounded-full bg-slate-200 ring-4 ring-white md:h-24 md:w-24" />
          <span className="mb-2 h-6 w-40 rounded-md bg-slate-200" />
        </div>
        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          <span className="h-10 rounded-md bg-slate-100" />
          <span className="h-10 rounded-md bg-slate-100" />
        </div>
        <div className="mt-8 grid grid-cols-2 gap-4">
          <span className="h-24 rounded-xl bg-slate-100" />
          <span className="h-24 rounded-xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
