import { defaultLearnOptions, startLearn, type LearnProgress } from '@coursecards/shared/domain/learn-rounds';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/shuffle.ts';
import { ProgressSaver } from '../api/learn-api.ts';
import { completeChoices } from './learn-choices.ts';
import { ratingForLearnAnswer } from './on-learn-answer.ts';

describe('Learn answers as memory ratings', () => {
  it('maps right to good, close to hard, wrong to again, and an override to good', () => {
    expect(ratingForLearnAnswer({ outcome: 'correct', overridden: false })).toBe('good');
    expect(ratingForLearnAnswer({ outcome: 'close', overridden: false })).toBe('hard');
    expect(ratingForLearnAnswer({ outcome: 'wrong', overridden: false })).toBe('again');
    expect(ratingForLearnAnswer({ outcome: 'wrong', overridden: true })).toBe('good');
  });
});

describe('Learn multiple-choice options', () => {
  const random = seededRandom(3);
  it('keeps the engine’s options, never an option or the answer twice', () => {
    const options = completeChoices(['Paris', ' paris', 'Lyon', 'Nice', 'Lyon'], 'Paris', [], random);
    expect([...options].sort()).toEqual(['Lyon', 'Nice', 'Paris']);
  });

  it('tops up from the other cards’ answers to four options when the engine gave fewer', () => {
    const options = completeChoices(['Paris'], 'Paris', ['Rome', 'paris', 'Oslo', 'Rome', 'Bern', 'Kyiv'], random);
    expect(options).toHaveLength(4);
    expect(options).toContain('Paris');
    expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(4);
  });

  it('offers the answer alone when nothing else is known', () => {
    expect(completeChoices([], 'Paris', [], random)).toEqual(['Paris']);
  });
});

describe('ProgressSaver', () => {
  const progress = (n: number): LearnProgress =>
    ({
      ...startLearn(['a'], defaultLearnOptions, { starred: [], lastMissed: [] }, () => 0),
      misses: n,
    }) as LearnProgress;

  it('sends one save at a time and then only the latest progress', async () => {
    const sent: LearnProgress[] = [];
    let release: () => void = () => undefined;
    const results: boolean[] = [];
    const saver = new ProgressSaver(
      'set',
      (saved) => results.push(saved),
      async (_setId, p) => {
        sent.push(p);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    );
    saver.push(progress(1));
    saver.push(progress(2));
    saver.push(progress(3));
    expect(sent).toEqual([progress(1)]);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([progress(1), progress(3)]);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([true]);
  });

  it('reports a failed save', async () => {
    const results: boolean[] = [];
    const saver = new ProgressSaver(
      'set',
      (saved) => results.push(saved),
      () => Promise.reject(new Error('offline')),
    );
    saver.push(progress(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([false]);
  });
});
