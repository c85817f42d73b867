import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import type { BackLink } from '../lib/back-link.ts';

/**
 * The study screens' top bar: the way back on the left, an optional title in the middle, the
 * logo on the right (wider screens). `state` rides along on the back link (the viewer's origin).
 */
export function StudyTopBar({ back, title, state }: { back: BackLink; title?: string; state?: unknown }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 md:h-16 md:px-8">
        <Link
          to={back.to}
          state={state}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </Link>
        <p
          title={title}
          className="min-w-0 flex-1 truncate text-center text-sm font-semibold text-slate-700 sm:text-base"
        >
          {title}
        </p>
        <Link to="/created-sets" className="hidden shrink-0 rounded-lg sm:block" aria-label="CourseCards home">
          <Logo />
        </Link>
      </div>
    </header>
  );
}
