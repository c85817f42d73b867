import { startTransition, useEffect, useState } from 'react';

/** Cards drawn with the page: about the first screen of the grid (three rows of three). */
export const FIRST_STEP = 9;
/** Cards added in each later task. */
export const NEXT_STEP = 12;

/**
 * How many of a list's `total` items to draw now: the first few with the page, then more in later
 * tasks, one step each, until all are drawn. Drawing a long set's every card in one go held the page
 * (React commits a render's new elements in one task that cannot be split): the first paint waited for
 * cards below the screen, and taps went unanswered meanwhile. Once drawn, items stay drawn.
 */
export function useDrawnInSteps(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_STEP);
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => startTransition(() => setDrawn((n) => n + NEXT_STEP)), 0);
    return () => clearTimeout(next);
  }, [drawn, total]);
  return Math.min(drawn, total);
}
