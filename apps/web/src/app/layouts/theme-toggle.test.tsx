import { THEME_STORAGE_KEY, themeBootScript } from '@coursecards/shared/domain/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followSystemTheme } from '../../lib/theme.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** A system colour scheme the test can change, as the browser's matchMedia reports it. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (q: string) => {
    expect(q).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    set(value: boolean) {
      dark = value;
      for (const listener of listeners) listener();
    },
  };
}

const html = document.documentElement;
const isDarkPage = () => html.classList.contains('dark');
// The inline script index.html runs before the first paint: text by design, so it is run as text.
// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
const boot = () => new Function(themeBootScript)() as void;

beforeEach(() => html.classList.remove('dark'));
afterEach(() => html.classList.remove('dark'));

describe('the theme before the first paint', () => {
  it('follows the system when nothing is stored', () => {
    fakeSystemScheme(true);
    boot();
    expect(isDarkPage()).toBe(true);
  });

  it('keeps a light system light', () => {
    fakeSystemScheme(false);
    boot();
    expect(isDarkPage()).toBe(false);
  });

  it('uses the remembered choice over the system’s', () => {
    fakeSystemScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    boot();
    expect(isDarkPage()).toBe(false);
    fakeSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    boot();
    expect(isDarkPage()).toBe(true);
  });
});

describe('the theme switch', () => {
  it('starts on Auto, and remembers Dark and Light when picked', async () => {
    fakeSystemScheme(false);
    render(<ThemeToggle />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(isDarkPage()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(isDarkPage()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('shows the remembered choice, and Auto forgets it and follows the system again', async () => {
    const system = fakeSystemScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const stop = followSystemTheme();
    render(<ThemeToggle />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();

    // A chosen theme holds while the system changes.
    system.set(true);
    expect(isDarkPage()).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isDarkPage()).toBe(true);
    system.set(false);
    expect(isDarkPage()).toBe(false);
    stop();
  });

  it('moves with the arrow keys, as one radio group', async () => {
    fakeSystemScheme(false);
    render(<ThemeToggle />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Auto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(isDarkPage()).toBe(true);
  });
});
