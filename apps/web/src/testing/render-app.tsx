import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/router.tsx';

/**
 * Renders the whole app, as a browser would, at the given address: the real browser router on
 * jsdom's history, so tests read `window.location`. The router stops listening when the test ends.
 */
export function renderAppAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createAppRouter();
  onTestFinished(() => router.dispose());
  return render(<App router={router} />);
}

export const currentPath = () => window.location.pathname;
