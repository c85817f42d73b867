import { describe, expect, it } from 'vitest';
import { formatMatchTime, isImpossibleMatchTime, matchScoreMs } from './match-scoring.ts';

describe('Match scoring', () => {
  it('is the time to clear the board plus a second a wrong pair', () => {
    expect(matchScoreMs(12_345, 0)).toBe(12_345);
    expect(matchScoreMs(12_345, 3)).toBe(15_345);
  });

  it('never lets a negative count or time lower the score', () => {
    expect(matchScoreMs(9000, -4)).toBe(9000);
    expect(matchScoreMs(-50, 0)).toBe(0);
  });

  it('refuses times under 1.5 s as impossible', () => {
    expect(isImpossibleMatchTime(1499)).toBe(true);
    expect(isImpossibleMatchTime(1500)).toBe(false);
  });

  it('shows tenths, rounded down, and minutes from a minute on', () => {
    expect(formatMatchTime(12_399)).toBe('12.3 s');
    expect(formatMatchTime(62_500)).toBe('1:02.5');
  });
});
