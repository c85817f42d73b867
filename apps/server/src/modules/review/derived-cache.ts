import type { Clock } from '../../lib/clock.ts';

/** How long another app process's set change may take to reach a kept value without Redis (ADR 0022). */
const TTL_MS = 3000;
const MAX_ENTRIES = 10_000;

/**
 * Values derived from one student's review data (ADR 0030), kept under a key that names everything
 * they were derived from: the student's data version (moved by every rating, undo and replay, in any
 * process), their day and settings. A different key reads again. Set changes (made private, deleted,
 * cards removed) are other students' writes: the app clears the whole cache when one is made here or
 * announced by another process through Redis; without Redis, no entry is used for longer than TTL_MS.
 */
export class DerivedCache<T> {
  private readonly entries = new Map<string, { key: string; at: number; value: Promise<T> }>();

  constructor(private readonly clock: Clock) {}

  get(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.entries.get(userId);
    if (hit && hit.key === key && now - hit.at < TTL_MS) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    const entry = { key, at: now, value };
    this.entries.set(userId, entry);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
