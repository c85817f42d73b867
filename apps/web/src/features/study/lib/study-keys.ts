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
/** Elements Space already activates: a Space there is a press of that control, not a flip. */
const SPACE_ACTIVATED =
  'button, a[href], summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
/** Widgets that move with the arrow keys themselves. */
const ARROW_WIDGETS =
  '[role="slider"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="grid"]';

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

/**
 * The study action for a key press, or null to leave the key alone: with a modifier held, when
 * something else already handled it, in a text field, Space on a button (which presses the button:
 * a flip there too would flip twice), or arrows inside a widget that uses them.
 */
export function studyKeyAction(press: StudyKeyPress): StudyKeyAction | null {
  if (press.defaultPrevented || press.altKey || press.ctrlKey || press.metaKey) return null;
  // Inside a dialog (the image preview) keys belong to the dialog, not to the cards behind it.
  if (closest(press.target, TEXT_ENTRY) || closest(press.target, 'dialog')) return null;
  if (press.key === ' ' || press.key === 'Spacebar') {
    if (press.shiftKey || closest(press.target, SPACE_ACTIVATED)) return null;
    return 'flip';
  }
  if (press.key === 'ArrowLeft' || press.key === 'ArrowRight') {
    if (closest(press.target, ARROW_WIDGETS)) return null;
    return press.key === 'ArrowLeft' ? 'prev' : 'next';
  }
  return null;
}
