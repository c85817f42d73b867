import { useEffect, useRef } from 'react';
import { studyKeyAction, type StudyKeyAction } from './study-keys.ts';

/**
 * Space, Left and Right anywhere on the page (see studyKeyAction for the keys it leaves alone).
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
    const onKeyDown = (event: KeyboardEvent) => {
      const action = studyKeyAction(event);
      if (!action) return;
      // Space would scroll the page; arrows too.
      event.preventDefault();
      // Holding a key down moves one card per press, not a flood of them.
      if (event.repeat && action === 'flip') return;
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
