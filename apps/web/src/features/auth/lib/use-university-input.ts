import { Timings } from '@coursecards/shared/constants/limits';
import { findSchool } from '@coursecards/shared/domain/schools';
import { useCallback, useEffect, useRef, useState } from 'react';

export const UNIVERSITY_REQUIRED = 'Please enter your university';
export const UNIVERSITY_INVALID = 'Please select a valid university from the list';

/**
 * The sign-up university: typed freely, valid only when it matches a list entry ignoring case.
 * Leaving the field with an unknown school shows the error, clears the field after 1.5 s and the
 * message 3 s later (accounts-and-discovery §5); typing again cancels that.
 */
export function useUniversityInput(list: readonly string[], initial: string, listLoading: boolean) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  const cancelTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => cancelTimers, [cancelTimers]);

  const change = useCallback(
    (typed: string) => {
      cancelTimers();
      setValue(typed);
      setError(null);
    },
    [cancelTimers],
  );

  const blur = () => {
    if (!value.trim() || listLoading) return;
    const match = findSchool(list, value);
    if (match) {
      // Adopt the list's spelling, so what is shown is what is saved.
      if (match !== value) setValue(match);
      return;
    }
    cancelTimers();
    setError(UNIVERSITY_INVALID);
    timers.current.push(
      window.setTimeout(() => {
        setValue('');
        timers.current.push(window.setTimeout(() => setError(null), Timings.universityBlurClearMessage));
      }, Timings.universityBlurClearField),
    );
  };

  /** On submit: the list's spelling of the university, or undefined with the reason shown. */
  const validate = (): string | undefined => {
    if (!value.trim()) {
      setError(UNIVERSITY_REQUIRED);
      return undefined;
    }
    const match = findSchool(list, value);
    if (!match) setError(UNIVERSITY_INVALID);
    return match;
  };

  return { value, error, change, blur, validate, matched: findSchool(list, value) };
}
