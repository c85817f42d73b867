import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, NEXT_STEP, useDrawnInSteps } from './use-drawn-in-steps.ts';

/** Runs the pending step, and the one it schedules, and so on, each in an act() of its own. */
async function drawAll(): Promise<void> {
  for (let steps = 0; vi.getTimerCount() > 0 && steps < 100; steps++) {
    await act(() => vi.advanceTimersToNextTimerAsync());
  }
}

describe('drawing a long list in steps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first screen at once and the rest one step a task, until all are drawn', async () => {
    const total = FIRST_STEP + 2 * NEXT_STEP + 1;
    const { result } = renderHook(() => useDrawnInSteps(total));
    expect(result.current).toBe(FIRST_STEP);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(FIRST_STEP + NEXT_STEP);
    await drawAll();
    expect(result.current).toBe(total);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list whole, and keeps what it drew when the list shrinks and grows again', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total), { initialProps: { total: 4 } });
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);

    rerender({ total: 40 });
    await drawAll();
    expect(result.current).toBe(40);
    rerender({ total: 2 }); // a search narrowed the list
    expect(result.current).toBe(2);
    rerender({ total: 40 }); // and was cleared: every card at once, no steps again
    expect(result.current).toBe(40);
  });
});
