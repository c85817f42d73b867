/** What a finished touch gesture on the flip card means: a swipe to a side, or nothing. */
export type Swipe = 'left' | 'right' | null;

/** Horizontal travel, in CSS pixels, that makes a swipe; less is a tap (or a wobble). */
export const SWIPE_MIN_DISTANCE = 48;

/**
 * A swipe is mostly sideways (more across than down, so scrolling the page is not one) and long
 * enough. Left is a finger moving left: the next card comes in from the right.
 */
export function swipeOf(dx: number, dy: number): Swipe {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'left' : 'right';
}
