import { clsx } from 'clsx';

/** The CourseCards mark (two stacked cards) and word mark. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className="light-palette h-8 w-8 shrink-0" aria-hidden="true">
        <rect x="14" y="6" width="40" height="30" rx="7" className="fill-brand-300" transform="rotate(12 34 21)" />
        <rect x="8" y="18" width="44" height="32" rx="7" className="fill-brand-600" />
        <path d="M20 34h20M20 41h12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {showName && (
        <span className="text-lg">
          Course<span className="text-brand-600">Cards</span>
        </span>
      )}
    </span>
  );
}
