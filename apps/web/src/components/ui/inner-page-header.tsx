import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo.tsx';

export interface InnerPageBack {
  to: string;
  label: string;
  /** navigation state carried back (where a set was opened from) */
  state?: unknown;
}

/**
 * The one header of the inner pages (no sidebar): the way back on the left, the page's title in the
 * middle when it has one, and on the right the logo (wider screens) or the page's own controls.
 * Every inner page uses this order, so Back is always where the thumb and eye expect it.
 */
export function InnerPageHeader({
  back,
  title,
  end,
  width = 'max-w-6xl',
}: {
  back: InnerPageBack;
  title?: ReactNode;
  /** the right-hand side instead of the logo */
  end?: ReactNode;
  /** the page's content width, so the header lines up with it */
  width?: string;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className={clsx('mx-auto flex h-14 items-center gap-3 px-4 md:h-16 md:px-8', width)}>
        <Link
          to={back.to}
          state={back.state}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </Link>
        <div className="min-w-0 flex-1 truncate text-center text-sm font-semibold text-slate-700 sm:text-base">
          {title}
        </div>
        {end ?? (
          <Link to="/created-sets" className="hidden shrink-0 rounded-lg sm:block" aria-label="CourseCards home">
            <Logo />
          </Link>
        )}
      </div>
    </header>
  );
}
