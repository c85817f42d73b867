import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';

/** Renders the whole app, as a browser would, at the given address. */
export function renderAppAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App />);
}

export const currentPath = () => window.location.pathname;
