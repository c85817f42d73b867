import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled away above the top of the window (its bottom edge is above
 * it). Without IntersectionObserver (old browsers, jsdom) it reports true: what needs the element
 * gone is shown then, as before this existed.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
