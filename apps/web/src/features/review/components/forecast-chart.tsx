import type { DayCount } from '@coursecards/shared/schemas/review';
import { plural, weekdayOf } from '../lib/review-format.ts';

/** The next seven days' due cards as bars; each bar carries its number, so the chart reads as text too. */
export function ForecastChart({ forecast }: { forecast: readonly DayCount[] }) {
  const max = Math.max(1, ...forecast.map((d) => d.count));
  return (
    <ol aria-label="Cards due in the next 7 days" className="flex h-40 items-end gap-2 sm:gap-3">
      {forecast.map((day, i) => (
        <li key={day.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
          <span className="text-xs font-semibold text-slate-700 tabular-nums">{day.count}</span>
          <span
            aria-hidden="true"
            className={i === 0 ? 'w-full rounded-t-md bg-brand-500' : 'w-full rounded-t-md bg-brand-200'}
            style={{ height: `${Math.max(4, (day.count / max) * 100)}%` }}
          />
          <span className="text-xs text-slate-600">{i === 0 ? 'Today' : weekdayOf(day.date)}</span>
          <span className="sr-only">: {plural(day.count, 'card')} due</span>
        </li>
      ))}
    </ol>
  );
}
