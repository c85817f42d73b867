import type { PdfReaderOptions } from './pdf-reader-options.ts';

/**
 * The documents waiting for a PDF reader, and how much reader time each owner has used lately:
 * waiting documents are taken in order of how little their owners have used the readers, so a few
 * accounts sending costly files wait behind everyone else.
 */
export class FairQueue<J extends { owner: string }> {
  private readonly jobs: J[] = [];
  /** reader time (ms) used by each owner lately, least recently used first; see `usageOf` */
  private readonly usage = new Map<string, { ms: number; at: number }>();

  constructor(private readonly options: Pick<PdfReaderOptions, 'fairnessWindowMs' | 'fairnessAllowanceMs'>) {}

  get length(): number {
    return this.jobs.length;
  }

  push(job: J): void {
    this.jobs.push(job);
  }

  /** Takes the job out of the queue if it is still there. */
  remove(job: J): void {
    const index = this.jobs.indexOf(job);
    if (index >= 0) this.jobs.splice(index, 1);
  }

  /** Empties the queue, returning what waited. */
  drain(): J[] {
    return this.jobs.splice(0);
  }

  /** Reader time `owner` has used within the fairness window, beyond the allowance. */
  private usageOf(owner: string): number {
    const used = this.usage.get(owner);
    if (!used || performance.now() - used.at >= this.options.fairnessWindowMs) return 0;
    return Math.max(0, used.ms - this.options.fairnessAllowanceMs);
  }

  recordUsage(owner: string, ms: number): void {
    const now = performance.now();
    const used = this.usage.get(owner);
    const before = used && now - used.at < this.options.fairnessWindowMs ? used.ms : 0;
    this.usage.delete(owner);
    this.usage.set(owner, { ms: before + ms, at: now });
    // Least recently used first: what is past the window is forgotten, so the map is bounded by time.
    for (const [key, { at }] of this.usage) {
      if (now - at < this.options.fairnessWindowMs) break;
      this.usage.delete(key);
    }
  }

  /** The waiting document a newcomer of `owner` may take the place of: the one whose owner used the readers most, if more than `owner`. */
  displaceableFor(owner: string): J | undefined {
    let heaviest: J | undefined;
    let most = this.usageOf(owner);
    for (const job of this.jobs) {
      const used = this.usageOf(job.owner);
      if (used > most) {
        heaviest = job;
        most = used;
      }
    }
    return heaviest;
  }

  /** The next waiting document: the first of those whose owners have used the readers least. */
  takeNext(): J | undefined {
    let best = -1;
    let least = Infinity;
    for (const [i, job] of this.jobs.entries()) {
      const used = this.usageOf(job.owner);
      if (used < least) {
        best = i;
        least = used;
      }
    }
    return best < 0 ? undefined : this.jobs.splice(best, 1)[0];
  }
}
