import type { DayCount } from '@coursecards/shared/schemas/review';
import { clsx } from 'clsx';
import { heatmapWeeks, longDateOf, monthOf, plural, shadeOf } from '../lib/review-format.ts';

// Darker is busier in the light theme, brighter is busier in the dark one.
const shades = [
  'bg-slate-100',
  'bg-brand-200',
  'bg-brand-400 dark:bg-brand-500',
  'bg-brand-600 dark:bg-indigo-300',
  'bg-brand-800 dark:bg-indigo-200',
] as const;

/**
 * A year of reviews as a calendar heatmap, for looking; the summary under it and the list of days
 * (opened on demand) say the same in words.
 */
export function ReviewHeatmap({ heatmap, today }: { heatmap: readonly DayCount[]; today: string }) {
  const weeks = heatmapWeeks(heatmap, today);
  const max = Math.max(0, ...heatmap.map((d) => d.count));
  const total = heatmap.reduce((n, d) => n + d.count, 0);
  const busiest = heatmap.reduce<DayCount | null>((best, d) => (!best || d.count > best.count ? d : best), null);
  return (
    <figure aria-labelledby="heatmap-caption">
      <div role="region" className="overflow-x-auto pb-2" tabIndex={0} aria-label="Review calendar, scrollable">
        <div aria-hidden="true" className="inline-flex gap-[3px]">
          {weeks.map((week, w) => {
            const first = week.days[0];
            const showMonth = first && (w === 0 || first.date.slice(8) <= '07');
            return (
              <div key={w} className="flex flex-col gap-[3px]">
                <span className="h-4 text-[10px] leading-4 text-slate-500">
                  {showMonth && first ? monthOf(first.date) : ''}
                </span>
                {week.days.map((day, d) =>
                  day ? (
                    <span
                      key={d}
                      title={`${longDateOf(day.date)}: ${plural(day.count, 'review')}`}
                      className={clsx(
                        'h-3 w-3 rounded-[3px]',
                        day.future ? 'bg-transparent' : shades[shadeOf(day.count, max)],
                      )}
                    />
                  ) : null,
                )}
              </div>
            );
          })}
        </div>
      </div>
      <figcaption
        id="heatmap-caption"
        className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
      >
        <span>
          {plural(total, 'review')} on {plural(heatmap.length, 'day')} in the last year
          {busiest && busiest.count > 0 ? `; the most, ${busiest.count}, on ${longDateOf(busiest.date)}` : ''}.
        </span>
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-xs">
          Less
          {shades.map((shade) => (
            <span key={shade} className={clsx('h-3 w-3 rounded-[3px]', shade)} />
          ))}
          More
        </span>
      </figcaption>
      {heatmap.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Reviews by day, as a list</summary>
          <ul className="mt-2 max-h-60 overflow-y-auto rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            {[...heatmap].reverse().map((d) => (
              <li key={d.date}>
                {longDateOf(d.date)}: {plural(d.count, 'review')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </figure>
  );
}
