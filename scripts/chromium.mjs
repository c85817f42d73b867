/**
 * Debian's Chromium, never a downloaded browser, with the flags every headless run here needs.
 * Without the background-networking flags Chromium keeps dialling Google services, which this
 * network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
