import { Timings } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { findClassCode } from '@coursecards/shared/domain/class-code-search';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The class code's blur rule (sets-and-study §5): leaving the field with a code that is not in the loaded list
 * shows "Please select a valid class code from the list", clears the field after 1.5 s and the message
 * 3 s later; typing again cancels both. A listed code typed in another case or spacing takes the
 * list's spelling. Nothing is judged while the list is still loading (or could not be loaded).
 */
export function useClassCodeBlur(
  value: string,
  onChange: (value: string) => void,
  list: readonly string[] | undefined,
) {
  const [blurError, setBlurError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  // The timers fire long after the render that set them: they call the latest onChange.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const cancel = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => cancel, [cancel]);

  const change = (next: string) => {
    cancel();
    setBlurError(null);
    onChange(next);
  };

  const blur = () => {
    if (!value.trim() || !list) return;
    const listed = findClassCode(list, value);
    if (listed) {
      if (listed !== value) onChange(listed);
      return;
    }
    cancel();
    setBlurError(SetMessages.classCodeBlur);
    timers.current.push(
      window.setTimeout(() => {
        latestOnChange.current('');
        timers.current.push(window.setTimeout(() => setBlurError(null), Timings.classCodeBlurClearMessage));
      }, Timings.classCodeBlurClearField),
    );
  };

  return { blurError, change, blur };
}
