import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_DISTANCE, swipeOf } from './swipe.ts';

describe('swipeOf', () => {
  it('reads a long sideways move as a swipe to that side', () => {
    expect(swipeOf(-120, 10)).toBe('left');
    expect(swipeOf(120, -10)).toBe('right');
    expect(swipeOf(-SWIPE_MIN_DISTANCE, 0)).toBe('left');
  });

  it('leaves taps, short moves and mostly vertical moves (scrolling) alone', () => {
    expect(swipeOf(0, 0)).toBeNull();
    expect(swipeOf(SWIPE_MIN_DISTANCE - 1, 0)).toBeNull();
    expect(swipeOf(-80, 70)).toBeNull();
    expect(swipeOf(10, 200)).toBeNull();
  });
});
