/** What a key press means on the flip-card screen (sets-and-study §2: Space flips, Left and Right move). */
export type StudyKeyAction = 'flip' | 'prev' | 'next';

export interface StudyKeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  /** where focus was: the key belongs to it first */
  target: EventTarget | null;
}

/** Elements that take typing (and so their own arrows and spaces). */
const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/**
 * Controls where Space sets a state rather than presses: they keep it. Buttons and links do not:
 * after a click on Next, focus stays on Next, and Space there must flip as the hint says (Enter
 * still presses a focused button).
 */
const SPACE_TOGGLES = '[role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], summary';
/** Widgets that move with the arrow keys themselves. */
const ARROW_WIDGETS =
  '[role="slider"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="grid"]';

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/**
 * The study action for a key press, or null to leave the key alone: with a modifier held, when
 * something else already handled it, in a text field or a dialog, Space on a checkbox-like control,
 * or arrows inside a widget that uses them. Space on a focused button flips; the caller stops the
 * button's own press (useStudyKeys), so one Space is one flip.
 */
export function studyKeyAction(press: StudyKeyPress): StudyKeyAction | null {
  if (press.defaultPrevented || press.altKey || press.ctrlKey || press.metaKey) return null;
  // Inside a dialog (the image preview) keys belong to the dialog, not to the cards behind it.
  if (closest(press.target, TEXT_ENTRY) || closest(press.target, 'dialog')) return null;
  if (press.key === ' ' || press.key === 'Spacebar') {
    if (press.shiftKey || closest(press.target, SPACE_TOGGLES)) return null;
    return 'flip';
  }
  if (press.key === 'ArrowLeft' || press.key === 'ArrowRight') {
    if (closest(press.target, ARROW_WIDGETS)) return null;
    return press.key === 'ArrowLeft' ? 'prev' : 'next';
  }
  return null;
}
