import { Timings } from '@coursecards/shared/constants/limits';
import { matchClassCodeForSearch } from '@coursecards/shared/domain/class-code-search';
import { normalizeClassCode } from '@coursecards/shared/domain/class-codes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DiscoveryMessages } from './discovery-messages.ts';

export interface ClassCodeSearchOptions {
  /** the loaded list; undefined while it loads or when it could not be loaded */
  list: readonly string[] | undefined;
  /** the list could not be loaded: typed codes are searched as they are */
  listFailed: boolean;
  /** called Timings.classSearchNavigation after a code is chosen */
  onSearch: (classCode: string) => void;
}

/**
 * The Find Sets class-code box (accounts-and-discovery §5): the input upper-cased, up to eight suggestions,
 * a single partial match auto-filled when the user leaves the field or searches, a code not in the
 * list refused ("Please select a valid class code from the list") and, on blur, cleared after
 * 1.5 s. A chosen code is searched 500 ms later; typing again cancels that and the clearing.
 */
export function useClassCodeSearch({ list, listFailed, onSearch }: ClassCodeSearchOptions) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The timers fire long after the render that set them: they call the latest onSearch.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const match = useMemo(() => (list ? matchClassCodeForSearch(list, value) : undefined), [list, value]);

  const change = (next: string) => {
    cancel();
    setPendingCode(null);
    setMessage(null);
    setValue(next.toUpperCase());
  };

  /** Searches for a code from the list (or, without a list, the code as typed) after the spec's pause. */
  const choose = (code: string) => {
    cancel();
    setValue(code);
    setMessage(null);
    setPendingCode(code);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      latestOnSearch.current(code);
    }, Timings.classSearchNavigation);
  };

  const refuse = (clearField: boolean) => {
    cancel();
    setMessage(DiscoveryMessages.classCodeInvalid);
    if (!clearField) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setValue('');
    }, Timings.classCodeBlurClearField);
  };

  /** Leaving the field: the list's spelling or the single partial match fills in; no match at all is cleared. */
  const blur = () => {
    if (pendingCode || !value.trim() || !match) return;
    if (match.resolved) {
      if (match.resolved !== value) setValue(match.resolved);
    } else if (match.suggestions.length === 0) refuse(true);
  };

  /** "Find Flashcards" (or Enter): searches the code the input stands for, if there is one. */
  const submit = () => {
    if (pendingCode) return;
    if (!list) {
      const typed = normalizeClassCode(value);
      if (listFailed && typed) choose(typed);
      else if (listFailed) setMessage(DiscoveryMessages.classCodeInvalid);
      return;
    }
    if (match?.resolved) choose(match.resolved);
    else refuse(false);
  };

  return {
    value,
    suggestions: match?.suggestions ?? [],
    message,
    /** the code about to be searched, during the pause before navigating */
    pendingCode,
    change,
    choose,
    blur,
    submit,
  };
}
