import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

export interface ListPageHeaderProps {
  /** the page's h1 */
  heading: ReactNode;
  /** "12 sets", once the count is known */
  countLabel?: string | undefined;
  /** the count is on its way: an outline holds its place, so nothing below jumps when it arrives */
  countLoading?: boolean;
  /** the right-hand side: the page's actions, or their outlines */
  children?: ReactNode;
}

/**
 * A list page's heading bar (Created Sets, Saved Sets), fixed under the mobile top bar (or at the
 * top beside the sidebar) while the grid scrolls.
 */
export function ListPageHeader({ heading, countLabel, countLoading = false, children }: ListPageHeaderProps) {
  return (
    <header className="sticky top-14 z-20 border-b border-slate-200 bg-white/90 backdrop-blur md:top-0">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 md:px-8 md:py-4">
        <div className="min-w-0">
          {heading}
          {countLabel !== undefined && (
            <p className="mt-0.5 text-sm font-medium text-slate-500" aria-live="polite">
              {countLabel}
            </p>
          )}
          {countLoading && <div aria-hidden="true" className="mt-0.5 h-5 w-16 animate-pulse rounded bg-slate-100" />}
        </div>
        {children}
      </div>
    </header>
  );
}

/** A list page's actions: Find Sets, then the page's own. */
export function ListPageActions({ children }: { children?: ReactNode }) {
  return (
    <nav aria-label="Set actions" className="flex w-full gap-2 sm:w-auto">
      <Link to="/search-sets" className={buttonClasses('secondary', 'md', 'flex-1 sm:flex-none')}>
        <Search className="h-4 w-4" aria-hidden="true" />
        Find Sets
      </Link>
      {children}
    </nav>
  );
}
