import { useEffect, useRef } from 'react';
import { studyKeyAction, type StudyKeyAction } from './study-keys.ts';

/**
 * Space, Left and Right anywhere on the page, whatever button has focus (see studyKeyAction for the keys it leaves alone).
 * `enabled` false (a dialog open) listens to nothing.
 */
export function useStudyKeys(onAction: (action: StudyKeyAction) => void, enabled = true) {
  // The latest handler without re-adding the listener on every render.
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });

  useEffect(() => {
    if (!enabled) return;
    // Space taken here also has its key-up stopped: a focused button is pressed on Space's key-up.
    let spaceTaken = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = studyKeyAction(event);
      if (!action) return;
      // Space would scroll the page or press the focused button; arrows would scroll.
      event.preventDefault();
      if (action === 'flip') spaceTaken = true;
      // Holding a key down moves one card per press, not a flood of them.
      if (event.repeat && action === 'flip') return;
      handler.current(action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!spaceTaken || (event.key !== ' ' && event.key !== 'Spacebar')) return;
      spaceTaken = false;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
