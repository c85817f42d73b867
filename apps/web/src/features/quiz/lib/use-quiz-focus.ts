import { useEffect, useRef, useState } from 'react';

/** The way forward (Next, See Results) in the question navigation. */
const focusForwardIn = (nav: HTMLElement | null) => nav?.querySelector<HTMLButtonElement>('[data-forward]')?.focus();

/**
 * Where the keyboard focus goes as the quiz moves: to the question now on screen when it changes
 * under the user, and on to the way forward once an answer's result shows.
 */
export function useQuizFocus(showAnswer: boolean, index: number | undefined) {
  const questionRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // Bumped whenever the question on screen changes under the user, or the quiz first appears.
  const [focusRequest, setFocusRequest] = useState(0);

  // Focus goes to the question now on screen: the answer box for a typed question, otherwise the
  // question itself (screen readers then read it out).
  useEffect(() => {
    if (focusRequest === 0) return;
    (textRef.current ?? questionRef.current)?.focus();
  }, [focusRequest]);

  // Once the result shows, the answered controls are gone or disabled: focus moves on to the way forward.
  useEffect(() => {
    if (showAnswer) focusForwardIn(navRef.current);
  }, [showAnswer, index]);

  const requestFocus = () => setFocusRequest((n) => n + 1);
  /** A move that changes the question on screen, then the focus to it. */
  const go = (move: () => void) => () => {
    move();
    requestFocus();
  };
  const focusForward = () => focusForwardIn(navRef.current);

  return { questionRef, textRef, navRef, requestFocus, go, focusForward };
}

export type QuizFocus = ReturnType<typeof useQuizFocus>;
