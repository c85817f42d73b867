import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { optimiseIfDue } from './optimise-parameters.ts';

/** How often one student's ratings are looked at for a new fit, at most (per process). */
const LOOK_EVERY_MS = 10 * 60_000;
/** Students remembered as looked at; beyond this the memory starts again (a fit is idempotent). */
const REMEMBERED = 10_000;

/**
 * Fits students' own parameters in the background after their ratings, never on a request's path,
 * and one fit at a time per process (a fit takes a second or two on the optimiser's own thread).
 */
export class ParameterFitting {
  private readonly lookedAt = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly background: BackgroundWork,
  ) {}

  /** A student rated a card: fit their parameters if they have enough new ratings. */
  consider(userId: string): void {
    const now = this.clock.now();
    const last = this.lookedAt.get(userId);
    if (last !== undefined && now - last < LOOK_EVERY_MS) return;
    if (this.lookedAt.size >= REMEMBERED) this.lookedAt.clear();
    this.lookedAt.set(userId, now);
    const fit = this.queue.then(() => optimiseIfDue(this.db, this.clock, userId));
    this.queue = fit.catch(() => undefined);
    this.background.run('fitting a student’s FSRS parameters', async () => {
      await fit;
    });
  }
}
