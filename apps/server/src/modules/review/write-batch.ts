import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { releaseSavepoint, rollbackToSavepoint, savepoint } from './savepoints.repository.ts';

type Job<T> = (trx: Transaction<DB>) => Promise<T>;
interface Queued {
  job: Job<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Jobs taken into one commit at most. */
const MAX_BATCH = 256;

/**
 * Group commit for ratings (ADR 0017). Each rating is a small unit of its own — a savepoint holding
 * its log row and its state row — but the ratings that arrive while a commit is being written share
 * the next commit, so fifty students answering at once pay for one fsync rather than queueing behind
 * fifty. A job that fails rolls back to its savepoint and fails alone.
 */
export class WriteBatch {
  private pending: Queued[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  run<T>(job: Job<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ job, resolve: resolve as (value: unknown) => void, reject });
      this.running ??= this.drain();
    });
  }

  /** Resolves once every job queued so far has committed or failed. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the requests already read off the sockets queue their ratings before the first commit.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      await this.commit(batch);
    }
    this.running = null;
  }

  private async commit(batch: Queued[]): Promise<void> {
    const settled: Array<() => void> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [i, item] of batch.entries()) {
          const name = `rating_${i}`;
          await savepoint(trx, name);
          try {
            const value = await item.job(trx);
            await releaseSavepoint(trx, name);
            settled.push(() => item.resolve(value));
          } catch (err) {
            await rollbackToSavepoint(trx, name);
            await releaseSavepoint(trx, name);
            settled.push(() => item.reject(err));
          }
        }
      });
    } catch (err) {
      // The commit itself failed: nothing of the batch was written.
      for (const item of batch) item.reject(err);
      return;
    }
    for (const settle of settled) settle();
  }
}
