import type { Clock } from '../../lib/clock.ts';

/**
 * The review module's time, per student. In production every student reads the app's clock; an
 * end-to-end test (TEST_CLOCK=on, NODE_ENV=test only) moves one student's days ahead to see cards
 * come due, without moving time for the tests running beside it.
 */
export class StudentClocks {
  private readonly offsets = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  of(userId: string): Clock {
    const offset = this.offsets.get(userId) ?? 0;
    return offset === 0 ? this.clock : { now: () => this.clock.now() + offset };
  }

  advance(userId: string, ms: number): number {
    const offset = (this.offsets.get(userId) ?? 0) + ms;
    this.offsets.set(userId, offset);
    return offset;
  }
}
