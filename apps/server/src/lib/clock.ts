/** Time comes from here so tests can set it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
