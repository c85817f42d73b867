import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/router.tsx';

/**
 * Renders the whole app, as a browser would, at the given address: the real browser router on
 * jsdom's history, so tests read `window.location`. The router stops listening when the test ends.
 */
/** Renders the whole app at `url`; `state` is the navigation state a link would have carried. */
export function renderAppAt(url: string, state?: unknown) {
  // React Router keeps a link's state under `usr` in the history entry.
  window.history.replaceState(state === undefined ? null : { usr: state, key: 'test', idx: 0 }, '', url);
  const router = createAppRouter();
  onTestFinished(() => router.dispose());
  return render(<App router={router} />);
}

export const currentPath = () => window.location.pathname;
