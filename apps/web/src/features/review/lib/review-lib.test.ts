import type { DueCard } from '@coursecards/shared/schemas/review';
import { describe, expect, it } from 'vitest';
import { ratingForKey } from '../components/rating-buttons.tsx';
import { heatmapWeeks, shadeOf } from './review-format.ts';
import { isFinished, newSession, sessionReducer, swipeRating, tally } from './review-session.ts';
import { QUIZ_RATINGS } from './use-quiz-ratings.ts';

const card = (cardId: string): DueCard => ({
  cardId,
  setId: 's',
  language: 'en',
  question: `Q ${cardId}`,
  answer: `A ${cardId}`,
  questionImage: null,
  answerImage: null,
  state: 'new',
  due: null,
  nextIntervals: { again: '1m', hard: '6m', good: '10m', easy: '8d' },
});

describe('a review session', () => {
  it('reveals, rates and moves on; undo goes back to the card rated, answer shown', () => {
    let s = newSession([card('a'), card('b')]);
    s = sessionReducer(s, { type: 'rated', cardId: 'a', rating: 'good' });
    expect(s.position).toBe(0); // not before the answer is shown
    s = sessionReducer(s, { type: 'reveal' });
    expect(s.revealed).toBe(true);
    s = sessionReducer(s, { type: 'rated', cardId: 'a', rating: 'good' });
    s = sessionReducer(s, { type: 'rated', cardId: 'a', rating: 'good' });
    expect(s.position).toBe(1); // a rating for another card than the current one changes nothing
    expect(s.rated).toHaveLength(1);
    s = sessionReducer(s, { type: 'undone', cardId: 'a' });
    expect(s).toMatchObject({ position: 0, revealed: true, rated: [] });
    s = sessionReducer(newSession([card('a')]), { type: 'reveal' });
    s = sessionReducer(s, { type: 'rated', cardId: 'a', rating: 'again' });
    expect(isFinished(s)).toBe(true);
    expect(tally(s)).toEqual({ again: 1, hard: 0, good: 0, easy: 0 });
  });

  it('reads keys 1–4 and swipes as ratings', () => {
    expect(['1', '2', '3', '4', '5', 'a'].map(ratingForKey)).toEqual(['again', 'hard', 'good', 'easy', null, null]);
    expect(swipeRating(120, 10)).toBe('good');
    expect(swipeRating(-120, 10)).toBe('again');
    expect(swipeRating(40, 0)).toBeNull();
    expect(swipeRating(100, 150)).toBeNull();
  });

  it('maps quiz verdicts to ratings', () => {
    expect(QUIZ_RATINGS).toEqual({ correct: 'good', close: 'hard', incorrect: 'again' });
  });
});

describe('the heatmap', () => {
  it('lays a year out in weeks ending with today’s, days after today empty', () => {
    // 2026-03-04 is a Wednesday.
    const weeks = heatmapWeeks([{ date: '2026-03-02', count: 5 }], '2026-03-04');
    expect(weeks).toHaveLength(53);
    const last = weeks.at(-1)!.days;
    expect(last[0]).toMatchObject({ date: '2026-03-01', count: 0, future: false });
    expect(last[1]).toMatchObject({ date: '2026-03-02', count: 5 });
    expect(last[4]).toMatchObject({ date: '2026-03-05', future: true });
    expect([0, 1, 5, 10].map((n) => shadeOf(n, 10))).toEqual([0, 1, 2, 4]);
  });
});
