import { THEME_STORAGE_KEY, themeChoices, type ThemeChoice } from '@coursecards/shared/domain/theme';
import { safeStorage } from './storage-keys.ts';

const darkQuery = '(prefers-color-scheme: dark)';

/** The student's remembered choice; 'system' when none (or something unreadable) is stored. */
export function storedThemeChoice(): ThemeChoice {
  const value = safeStorage.get(THEME_STORAGE_KEY);
  return themeChoices.find((choice) => choice === value) ?? 'system';
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Whether a choice draws the dark theme right now. */
export function isDark(choice: ThemeChoice): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark());
}

/** Marks <html> for the choice (the same rule the boot script in index.html applies before paint). */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.classList.toggle('dark', isDark(choice));
}

/** Remembers a choice ('system' forgets the stored one) and applies it. */
export function chooseTheme(choice: ThemeChoice): void {
  if (choice === 'system') safeStorage.remove(THEME_STORAGE_KEY);
  else safeStorage.set(THEME_STORAGE_KEY, choice);
  applyTheme(choice);
}

/** Follows the system's preference while the choice is 'system'; returns the unsubscribe. */
export function followSystemTheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  const onChange = () => applyTheme(storedThemeChoice());
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
