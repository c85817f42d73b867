/**
 * The work one answer check may do where it compares item with item (word with word, number with
 * number): looking at an item costs a step, comparing two costs COMPARISON_STEPS, and once the steps
 * are spent the comparisons stop, so the longest answers a card allows (5,000 characters a side)
 * cost a bounded time however they are made. Answers of a few dozen words use a few hundred steps;
 * past the limit, what was not compared counts as not given. Everything else the checker does is
 * linear in the answers' length.
 */
export class WorkBudget {
  constructor(private left: number) {}

  get spent(): boolean {
    return this.left <= 0;
  }

  /** Takes one step, for a look at an item; false once none are left. */
  look(): boolean {
    return this.left-- > 0;
  }

  /** Takes one comparison's steps; false once none are left. */
  step(): boolean {
    const ok = this.left > 0;
    this.left -= COMPARISON_STEPS;
    return ok;
  }

  /**
   * The items not yet used, each kind once (an answer that repeats a word is compared once for it):
   * a step for every item looked at, a comparison's steps for every item handed out, until the steps
   * run out.
   */
  *distinct<T extends { index: number }>(
    items: readonly T[],
    used: ReadonlySet<number>,
    kind: (item: T) => string,
  ): Generator<T> {
    const seen = new Set<string>();
    for (const item of items) {
      if (this.left-- <= 0) return;
      if (used.has(item.index)) continue;
      const k = kind(item);
      if (seen.has(k)) continue;
      seen.add(k);
      this.left -= COMPARISON_STEPS - 1;
      yield item;
    }
  }
}

/** A comparison (a thesaurus look-up, an edit distance) costs this many looks at an item. */
export const COMPARISON_STEPS = 10;

/** Steps per check: at most about 2,000 comparisons, a few milliseconds at their dearest. */
export const CHECK_STEPS = 20_000;
