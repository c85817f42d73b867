/**
 * The colour theme (themes-and-speech §1): the system's preference unless the student picked one,
 * remembered in localStorage under THEME_STORAGE_KEY.
 */
export const THEME_STORAGE_KEY = 'theme';

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * Runs inline in <head> before the first paint, so a dark page never flashes light. The server's
 * Content-Security-Policy allows exactly this text by its hash (apps/server's security headers), so
 * any change here is picked up there with no second copy to keep in step.
 */
export const themeBootScript =
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))` +
  `document.documentElement.classList.add('dark')`;
