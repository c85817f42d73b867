import { BrainCircuit, GraduationCap, Layers, Repeat } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReviewSettings, useReviewStats } from '../api/review-queries.ts';
import { plural } from '../lib/review-format.ts';
import { PageHeader } from './page-header.tsx';
import { ReviewHeatmap } from './review-heatmap.tsx';
import { ReviewSettingsForm } from './review-settings-form.tsx';

function Total({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="h-4 w-4 text-brand-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

function RetentionBars({ achieved, desired, reviews }: { achieved: number | null; desired: number; reviews: number }) {
  return (
    <div className="space-y-3">
      {[
        { label: 'Remembered', value: achieved, tone: 'bg-emerald-500' },
        { label: 'Your goal', value: desired, tone: 'bg-brand-300' },
      ].map(({ label, value, tone }) => (
        <div key={label}>
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-700">{label}</span>
            <span className="tabular-nums text-slate-700">{value === null ? 'not yet' : percent(value)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-slate-100">
            <div className={`h-full rounded-full ${tone}`} style={{ width: value === null ? 0 : percent(value) }} />
          </div>
        </div>
      ))}
      <p className="text-sm text-slate-600">
        {achieved === null
          ? 'Once cards come back for review, you will see how many you remembered over the last 30 days.'
          : `You remembered ${percent(achieved)} of ${plural(reviews, 'review')} in the last 30 days; your goal is ${percent(desired)}.`}
      </p>
    </div>
  );
}

/** Progress: the year's reviews as a heatmap, retention achieved against the goal, totals, settings. */
export function StatsView() {
  const stats = useReviewStats();
  const settings = useReviewSettings();
  let body;
  if (stats.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" /> Loading your progress…
      </p>
    );
  } else if (stats.isError) {
    body = <LoadErrorPanel message="Your progress could not be loaded. Please try again." />;
  } else {
    const s = stats.data;
    const today = s.forecast[0]?.date ?? new Date().toISOString().slice(0, 10);
    body = (
      <div className="space-y-6">
        <section
          aria-labelledby="heatmap-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
        >
          <h2 id="heatmap-title" className="mb-3 font-semibold">
            Reviews this year
          </h2>
          <ReviewHeatmap heatmap={s.heatmap} today={today} />
        </section>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="retention-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
          >
            <h2 id="retention-title" className="mb-3 font-semibold">
              Retention
            </h2>
            <RetentionBars {...s.retention} />
          </section>
          <section
            aria-labelledby="totals-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
          >
            <h2 id="totals-title" className="mb-3 font-semibold">
              Totals
            </h2>
            <dl className="grid grid-cols-2 gap-3">
              <Total icon={Repeat} label="Reviews" value={s.totals.reviews} />
              <Total icon={Layers} label="Cards studied" value={s.totals.cardsStudied} />
              <Total icon={GraduationCap} label="Mastered" value={s.totals.mastered} />
              <Total icon={BrainCircuit} label="Day streak" value={s.streakDays} />
            </dl>
          </section>
        </div>
        <section
          aria-labelledby="settings-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
        >
          <h2 id="settings-title" className="mb-3 font-semibold">
            Review settings
          </h2>
          {settings.data ? (
            <ReviewSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
          ) : settings.isError ? (
            <p role="alert" className="text-red-700">
              Your settings could not be loaded.
            </p>
          ) : (
            <p className="text-slate-600">Loading settings…</p>
          )}
        </section>
      </div>
    );
  }
  return (
    <>
      <PageHeader title="Progress" subtitle="What you have reviewed, and how well you remember" />
      <div className="mx-auto max-w-5xl px-4 py-6 md:px-8 md:py-8">{body}</div>
    </>
  );
}
