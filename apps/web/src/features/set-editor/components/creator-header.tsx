import { clsx } from 'clsx';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** The creator's top bar: back to Created Sets, the heading and the progress bar (sets-and-study §2). */
export function CreatorHeader({ heading, progress }: { heading: string; progress: number }) {
  const ready = progress >= 100;
  const status = ready ? 'Ready to save!' : 'Complete all fields';
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* One row on wider screens; on a phone the status wraps onto a line of its own. */}
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-3 gap-y-0.5 px-4 py-2.5 sm:py-3 md:px-6">
        <Link
          to="/created-sets"
          // One name whichever of the two texts the screen width shows.
          aria-label="Back to Created Sets"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sm:hidden">Back</span>
          <span className="hidden sm:inline">Back to Created Sets</span>
        </Link>
        <h1
          title={heading}
          className="min-w-0 flex-1 truncate text-center text-base font-semibold tracking-tight sm:text-lg"
        >
          {heading}
        </h1>
        <p
          className={clsx(
            'flex shrink-0 items-center gap-1 text-xs font-medium tabular-nums sm:text-sm',
            ready ? 'text-emerald-700' : 'text-slate-500',
          )}
        >
          {ready && <CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
          {progress}%
        </p>
        <p
          className={clsx(
            'text-center text-xs font-medium max-sm:basis-full sm:-ml-1.5 sm:text-sm',
            ready ? 'text-emerald-700' : 'text-slate-500',
          )}
        >
          <span className="hidden sm:inline" aria-hidden="true">
            ·{' '}
          </span>
          {status}
        </p>
      </div>
      <ProgressBar
        label="Set completion"
        percent={progress}
        valueText={`${progress}% · ${status}`}
        className="h-1.5 bg-slate-100"
        barClassName={clsx(
          'h-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
          ready ? 'bg-emerald-500' : 'bg-brand-500',
        )}
      />
    </header>
  );
}
