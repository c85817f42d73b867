import type { Clock } from '../src/lib/clock.ts';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** The server's time, set by the test (`clock.t = …`) and still until it is. */
export class TestClock implements Clock {
  constructor(public t: number) {}
  now() {
    return this.t;
  }
}
