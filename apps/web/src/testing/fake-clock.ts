import { act } from '@testing-library/react';
import { vi } from 'vitest';

const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 1));

/** Only the clock is faked: the fake fetch's answers and lazy page chunks still load in real time. */
export const fakeTheClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

const settle = () =>
  act(async () => {
    await realTurn();
    await vi.advanceTimersByTimeAsync(0);
  });

/** How long `until` keeps trying: a number of real-time turns, or milliseconds. */
export type UntilLimit = { turns: number } | { ms: number };

/** Waits (in real time, the fake clock standing still) until `check` passes. */
export async function until<T>(check: () => T, limit: UntilLimit = { turns: 500 }): Promise<T> {
  // performance.now: the fake clock fakes Date, not this.
  const deadline = 'ms' in limit ? performance.now() + limit.ms : Infinity;
  for (let turn = 0; ; turn++) {
    try {
      return check();
    } catch (error) {
      if ('turns' in limit ? turn > limit.turns : performance.now() > deadline) throw error;
      await settle();
    }
  }
}

/**
 * Moves the fake clock by `ms`, then lets answers and React updates settle. React renders an act's
 * updates only when the act ends, so each step of a cascade (timer, render, request, answer,
 * render) needs an act of its own.
 */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let step = 0; step < 4; step++) await settle();
}
