import { createEmptyCard, fsrs, generatorParameters, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { intervalLabel, previewIntervals, schedulerFor, toCard, toColumns } from './fsrs.ts';
import { addDays, dayOf, dayStart } from './student-day.ts';

const DAY = 86_400_000;

describe('the FSRS scheduler', () => {
  it('is ts-fsrs with the student’s retention and weights, fuzz off', () => {
    const weights = generatorParameters().w.map((w, i) => (i === 0 ? w * 1.5 : w));
    const ours = schedulerFor({ desiredRetention: 0.8, weights });
    const theirs = fsrs(generatorParameters({ request_retention: 0.8, w: weights, enable_fuzz: false }));
    let a = createEmptyCard(new Date(0));
    let b = createEmptyCard(new Date(0));
    let t = Date.parse('2026-01-01T09:00:00Z');
    for (const grade of [3, 3, 1, 3, 4, 2, 3] as Grade[]) {
      a = ours.next(a, new Date(t), grade).card;
      b = theirs.next(b, new Date(t), grade).card;
      expect(a).toEqual(b);
      t = a.due.getTime() + DAY / 3;
    }
  });

  it('stores a card as columns and reads back the same card', () => {
    const scheduler = schedulerFor({ desiredRetention: 0.9, weights: null });
    const card = scheduler.next(createEmptyCard(new Date(0)), new Date(1000), 3).card;
    const again = toCard(toColumns(card), 0);
    expect(again).toEqual(card);
    expect(scheduler.next(again, new Date(DAY), 4)).toEqual(scheduler.next(card, new Date(DAY), 4));
  });

  it('names intervals as the buttons show them', () => {
    expect(intervalLabel(30_000)).toBe('1m');
    expect(intervalLabel(10 * 60_000)).toBe('10m');
    expect(intervalLabel(5 * 3_600_000)).toBe('5h');
    expect(intervalLabel(3 * DAY)).toBe('3d');
    expect(intervalLabel(65 * DAY)).toBe('2mo');
    expect(intervalLabel(548 * DAY)).toBe('1.5y');
    const now = Date.parse('2026-01-01T09:00:00Z');
    expect(
      previewIntervals(schedulerFor({ desiredRetention: 0.9, weights: null }), toCard(undefined, now), now),
    ).toEqual({
      again: '1m',
      hard: '6m',
      good: '10m',
      // FSRS-6's default first stability for Easy
      easy: '8d',
    });
  });
});

describe('a student’s day', () => {
  const la = { timeZone: 'America/Los_Angeles', startHour: 4 };
  it('starts at their hour in their time zone', () => {
    // 10:00 UTC is 02:00 in Los Angeles in January: still the day before.
    expect(dayOf(Date.parse('2026-01-15T10:00:00Z'), la)).toBe('2026-01-14');
    expect(dayOf(Date.parse('2026-01-15T12:00:00Z'), la)).toBe('2026-01-15');
    expect(new Date(dayStart(Date.parse('2026-01-15T10:00:00Z'), la)).toISOString()).toBe('2026-01-14T12:00:00.000Z');
    // In July Los Angeles is on daylight time (UTC−7).
    expect(new Date(dayStart(Date.parse('2026-07-15T20:00:00Z'), la)).toISOString()).toBe('2026-07-15T11:00:00.000Z');
    expect(dayOf(Date.parse('2026-01-15T03:59:00Z'), { timeZone: 'UTC', startHour: 4 })).toBe('2026-01-14');
    expect(dayOf(Date.parse('2026-01-15T03:59:00Z'), { timeZone: 'Asia/Kolkata', startHour: 0 })).toBe('2026-01-15');
  });
  it('adds days to dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
