import type { Clock } from '../../lib/clock.ts';

export type Decks = Array<{ setId: string; unrated: number }>;

/** How long another app process's set change may take to reach a student's new-card counts. */
const TTL_MS = 3000;
const MAX_ENTRIES = 10_000;

/**
 * Each student's sets with unrated cards, for a few seconds (ADR 0017): counting them reads every
 * state of the student, the dearest part of the queue. A student's own rating or undo forgets
 * theirs; any set written or deleted here forgets all; other processes' changes show within TTL_MS.
 */
export class DeckCache {
  private readonly entries = new Map<string, { at: number; decks: Promise<Decks> }>();

  constructor(private readonly clock: Clock) {}

  get(userId: string, load: () => Promise<Decks>): Promise<Decks> {
    const now = this.clock.now();
    const hit = this.entries.get(userId);
    if (hit && now - hit.at < TTL_MS) return hit.decks;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const decks = load();
    this.entries.set(userId, { at: now, decks });
    // A failed count is not kept.
    decks.catch(() => this.entries.delete(userId));
    return decks;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  clear(): void {
    this.entries.clear();
  }
}
