import type { BackgroundWork } from '../src/lib/background-tasks.ts';

/**
 * Background work that waits until the test lets it run: what a request left for after its answer
 * can be seen (and checked) before it has happened.
 */
export class HeldTasks implements BackgroundWork {
  readonly held: Array<{ what: string; work: () => Promise<void> }> = [];

  run(what: string, work: () => Promise<void>): void {
    this.held.push({ what, work });
  }

  /** Runs everything held so far (and whatever that work leaves in turn), in order. */
  async release(): Promise<void> {
    for (let next = this.held.shift(); next; next = this.held.shift()) await next.work();
  }

  idle(): Promise<void> {
    return this.release();
  }
}
