/**
 * Set dates (accounts-and-discovery §3, sets-and-study §3). The API sends ISO strings, but sets kept from
 * older clients may carry the legacy forms too: a seconds/nanoseconds pair (also with underscore
 * prefixes), a Date, or a number of milliseconds. Anything else, or a date that does not exist,
 * reads as "no date" so the caller can show its fallback text ("Recently created").
 */

type SecondsPair = { seconds: unknown; nanoseconds?: unknown } | { _seconds: unknown; _nanoseconds?: unknown };

function fromSecondsPair(value: SecondsPair): Date | null {
  const [seconds, nanos] =
    'seconds' in value ? [value.seconds, value.nanoseconds] : [value._seconds, value._nanoseconds];
  if (typeof seconds !== 'number') return null;
  const extraMs = typeof nanos === 'number' ? Math.floor(nanos / 1e6) : 0;
  return new Date(seconds * 1000 + extraMs);
}

/** The moment a set date stands for, or null when it is missing or invalid. */
export function parseSetDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') date = value.trim() === '' ? null : new Date(value);
  else if (typeof value === 'object' && value !== null && ('seconds' in value || '_seconds' in value)) {
    date = fromSecondsPair(value);
  }
  return date && Number.isFinite(date.getTime()) ? date : null;
}

// One formatter for every call: building an Intl formatter is the slow part.
const setDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2025" (sets-and-study §9: short month, day, year, in English), or null when there is no valid date. */
export function formatSetDate(value: unknown): string | null {
  const date = parseSetDate(value);
  return date ? setDateFormat.format(date) : null;
}
