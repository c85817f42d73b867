import { useEffect, useState, type ReactNode } from 'react';

const loaded = () => document.readyState === 'complete';

/** Renders its children once the page has loaded: what they download never delays the first paint. */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    const onLoad = () => setReady(true);
    // The page may have finished loading between the first render and this effect.
    if (loaded()) return onLoad();
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [ready]);
  return ready ? children : null;
}
