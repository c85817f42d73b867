import { UiConstants } from '@coursecards/shared/constants/limits';
import { useEffect, useEffectEvent } from 'react';

const DESKTOP_QUERY = `(min-width: ${UiConstants.mobileBreakpointPx}px)`;

/** Calls `onDesktop` when the window widens past the spec's 768 px mobile breakpoint. */
export function useOnDesktop(onDesktop: () => void) {
  const handle = useEffectEvent(onDesktop);
  useEffect(() => {
    // Not every environment has matchMedia (jsdom); without it there is no crossing to react to.
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) handle();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
}
