import type { DayCount } from '@coursecards/shared/schemas/review';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** Dates arrive as the student's own YYYY-MM-DD: read them as calendar dates, never in a time zone. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const weekdayOf = (day: string) => weekday.format(asDate(day));
export const longDateOf = (day: string) => longDate.format(asDate(day));
export const monthOf = (day: string) => monthName.format(asDate(day));
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function addDays(day: string, n: number): string {
  return new Date(asDate(day).getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

export interface HeatmapWeek {
  days: Array<{ date: string; count: number; future: boolean } | null>;
}

/**
 * A year of days as GitHub-style weeks (columns, Sunday first), ending with the week of `today`.
 * Days after today are marked, so they show empty.
 */
export function heatmapWeeks(heatmap: readonly DayCount[], today: string, weeks = 53): HeatmapWeek[] {
  const counts = new Map(heatmap.map((d) => [d.date, d.count]));
  const todayDow = asDate(today).getUTCDay();
  const firstSunday = addDays(today, -todayDow - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, w) => ({
    days: Array.from({ length: 7 }, (_, d) => {
      const date = addDays(firstSunday, w * 7 + d);
      return { date, count: counts.get(date) ?? 0, future: date > today };
    }),
  }));
}

/** Five shades: none, then quartiles of the busiest day. */
export function shadeOf(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}
