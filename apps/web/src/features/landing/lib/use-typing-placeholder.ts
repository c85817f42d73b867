import { Timings } from '@coursecards/shared/constants/limits';
import { useEffect, useState } from 'react';

interface TypingState {
  word: number;
  chars: number;
  deleting: boolean;
}

/** The next step of the typing loop and how long to wait before taking it. */
function nextStep(words: readonly string[], { word, chars, deleting }: TypingState): [TypingState, number] {
  const length = words[word]?.length ?? 0;
  if (!deleting && chars < length) return [{ word, chars: chars + 1, deleting }, Timings.typingPerChar];
  if (!deleting) return [{ word, chars, deleting: true }, Timings.typingPause];
  if (chars > 0) return [{ word, chars: chars - 1, deleting }, Timings.deletingPerChar];
  return [{ word: (word + 1) % words.length, chars: 1, deleting: false }, Timings.typingPerChar];
}

/**
 * Types each word a character at a time, pauses on the whole word, deletes it, then types the next,
 * round and round. While `running` is false it holds where it is; the caller shows a static text then.
 */
export function useTypingPlaceholder(words: readonly string[], running: boolean): string {
  const [state, setState] = useState<TypingState>({ word: 0, chars: 0, deleting: false });

  useEffect(() => {
    if (!running || words.length === 0) return;
    const [next, delay] = nextStep(words, state);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [running, words, state]);

  return (words[state.word] ?? '').slice(0, state.chars);
}
