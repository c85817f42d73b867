/** Debian's Chromium (or CHROMIUM_PATH). */
export const chromiumPath: string;
/** The flags every headless run here needs. */
export const chromiumArgs: string[];
