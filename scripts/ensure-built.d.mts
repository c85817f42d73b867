/** Builds the web app and the server when they are missing or older than their sources. */
export function ensureBuilt(): void;
