import { describe, expect, it } from 'vitest';
import { formatSetDate, parseSetDate } from './dates.ts';

// 2025-01-05T15:30:00Z
const JAN_5_2025_MS = Date.UTC(2025, 0, 5, 15, 30);

describe('set dates (TZ=UTC)', () => {
  it('formats an ISO string as a short English date', () => {
    expect(formatSetDate('2025-01-05T15:30:00.000Z')).toBe('Jan 5, 2025');
    expect(formatSetDate('2024-12-31T23:59:59Z')).toBe('Dec 31, 2024');
  });

  it('reads a plain date string', () => {
    expect(formatSetDate('2025-03-09')).toBe('Mar 9, 2025');
    expect(formatSetDate('January 5, 2025')).toBe('Jan 5, 2025');
  });

  it('reads milliseconds and Dates', () => {
    expect(formatSetDate(JAN_5_2025_MS)).toBe('Jan 5, 2025');
    expect(formatSetDate(new Date(JAN_5_2025_MS))).toBe('Jan 5, 2025');
    expect(formatSetDate(0)).toBe('Jan 1, 1970');
  });

  it('reads seconds/nanoseconds pairs, with or without underscores', () => {
    const seconds = JAN_5_2025_MS / 1000;
    expect(formatSetDate({ seconds, nanoseconds: 0 })).toBe('Jan 5, 2025');
    expect(formatSetDate({ _seconds: seconds, _nanoseconds: 500_000_000 })).toBe('Jan 5, 2025');
    expect(formatSetDate({ seconds })).toBe('Jan 5, 2025');
    expect(parseSetDate({ seconds: 1, nanoseconds: 250_000_000 })?.getTime()).toBe(1250);
  });

  it('gives null for a missing or invalid date, so the caller shows its fallback', () => {
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      'not a date',
      '2025-13-45',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date('nope'),
      {},
      { seconds: 'soon' },
      { _seconds: null },
      [],
      true,
    ]) {
      expect(formatSetDate(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('does not share the Date it was given', () => {
    const given = new Date(JAN_5_2025_MS);
    parseSetDate(given)?.setFullYear(2000);
    expect(given.getUTCFullYear()).toBe(2025);
  });
});
