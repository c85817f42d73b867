import { TrendingUp, Clock, Trophy, BookOpen, Sparkles, BadgeCheck, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReviewSets, useReviewStats } from '../api/review-queries.ts';
import { plural } from '../lib/review-format.ts';
import { ForecastChart } from './forecast-chart.tsx';
import { PageHeader } from './page-header.tsx';

function Tile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="h-4 w-4 text-brand-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums md:text-3xl">{value}</dd>
    </div>
  );
}

/** Today: what is due, what is new, the streak and the week ahead; one session for all, or per set. */
export function TodayView() {
  const stats = useReviewStats();
  const sets = useReviewSets();

  let body;
  if (stats.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" /> Loading today’s reviews…
      </p>
    );
  } else if (stats.isError) {
    body = <LoadErrorPanel message="Your reviews could not be loaded. Please try again." />;
  } else {
    const s = stats.data;
    const toStudy = s.dueToday + s.newAvailable;
    body = (
      <div className="space-y-6 md:space-y-8">
        <section
          aria-labelledby="today-summary"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8"
        >
          <h2 id="today-summary" className="text-lg font-semibold">
            {toStudy > 0 ? `${plural(toStudy, 'card')} to study today` : 'You are all caught up'}
          </h2>
          <p className="mt-1 text-slate-600">
            {toStudy > 0
              ? 'One session takes you through every set’s due cards, then new ones.'
              : 'Nothing is due. Study a set to add its cards to your reviews.'}
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            {toStudy > 0 ? (
              <Link to="/review" className={buttonClasses('primary', 'lg')}>
                <BookOpen className="h-5 w-5" aria-hidden="true" />
                Review now
              </Link>
            ) : (
              <Link to="/search-sets" className={buttonClasses('primary', 'lg')}>
                <Search className="h-5 w-5" aria-hidden="true" />
                Find sets to study
              </Link>
            )}
            <Link to="/stats" className={buttonClasses('secondary', 'lg')}>
              <TrendingUp className="h-5 w-5" aria-hidden="true" />
              Your progress
            </Link>
          </div>
        </section>

        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          <Tile icon={Clock} label="Due today" value={s.dueToday.toLocaleString('en-US')} />
          <Tile icon={Sparkles} label="New available" value={s.newAvailable.toLocaleString('en-US')} />
          <Tile icon={Trophy} label="Streak" value={plural(s.streakDays, 'day')} />
          <Tile icon={BadgeCheck} label="Reviewed today" value={s.reviewedToday.toLocaleString('en-US')} />
        </dl>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="forecast-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
          >
            <h2 id="forecast-title" className="mb-4 font-semibold">
              The week ahead
            </h2>
            <ForecastChart forecast={s.forecast} />
          </section>
          <section
            aria-labelledby="sets-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
          >
            <h2 id="sets-title" className="mb-3 font-semibold">
              By set
            </h2>
            {sets.isPending ? (
              <p className="text-slate-600">Loading sets…</p>
            ) : sets.isError ? (
              <p role="alert" className="text-red-700">
                The sets could not be loaded.
              </p>
            ) : sets.data.sets.length === 0 ? (
              <p className="text-slate-600">No set has cards waiting for you.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {sets.data.sets.map((set) => (
                  <li key={set.setId} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{set.title}</p>
                      <p className="text-sm text-slate-600">
                        {set.classCode} · {set.due} due · {set.new} new
                      </p>
                    </div>
                    <Link
                      to={`/review?setId=${encodeURIComponent(set.setId)}`}
                      className={buttonClasses('secondary', 'sm', 'shrink-0')}
                      aria-label={`Review ${set.title}`}
                    >
                      Review
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Today" />
      <div className="mx-auto max-w-5xl px-4 py-6 md:px-8 md:py-8">{body}</div>
    </>
  );
}
