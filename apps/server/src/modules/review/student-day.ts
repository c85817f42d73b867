/**
 * A student's day: it starts at their chosen hour in their own time zone (4 a.m. by default, so a
 * late-night session counts for the evening before). Offsets come from Intl, whose zone data Node
 * carries; a day that crosses a daylight-saving change is an hour longer or shorter, as on the wall.
 */
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

export interface DayRule {
  timeZone: string;
  startHour: number;
}

/** The student's date (YYYY-MM-DD) that `ms` falls in. */
export function dayOf(ms: number, rule: DayRule): string {
  return new Date(ms + offsetAt(ms, rule.timeZone) - rule.startHour * HOUR).toISOString().slice(0, 10);
}

/** When the student's day holding `ms` began. */
export function dayStart(ms: number, rule: DayRule): number {
  const offset = offsetAt(ms, rule.timeZone);
  const shifted = ms + offset - rule.startHour * HOUR;
  return shifted - (((shifted % DAY) + DAY) % DAY) + rule.startHour * HOUR - offset;
}

/**
 * dayOf for many instants: the zone's offset is looked up once per UTC day (at its noon) rather
 * than per instant, as Intl is slow (a year of ratings has thousands of quarter hours). Only ratings
 * within an hour of a daylight-saving change can land a day off, and only with a start hour near it.
 */
export function dayCounter(rule: DayRule): (ms: number) => string {
  const offsets = new Map<number, number>();
  return (ms) => {
    const utcDay = Math.floor(ms / DAY);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      offset = offsetAt(utcDay * DAY + DAY / 2, rule.timeZone);
      offsets.set(utcDay, offset);
    }
    return new Date(ms + offset - rule.startHour * HOUR).toISOString().slice(0, 10);
  };
}

/** The date `n` days after the date `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}
