import { matchPath } from 'react-router';
import { routeTable } from './route-table.ts';

/** Navigation state the route guard hands to /login: the page that asked for the log-in. */
export interface ReturnToState {
  returnTo: string;
}

const signedInPaths = routeTable.filter((route) => route.access === 'signed-in').map((route) => route.path);

/**
 * The page to go back to after logging in, read from navigation state (history state survives
 * reloads and may hold anything), or null. Only a path on this site that is one of the signed-in
 * pages: never another origin ("//evil.example", "https://…", "/\evil"), never a public page.
 */
export function returnPathOf(state: unknown, origin: string = window.location.origin): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo } = state as { returnTo?: unknown };
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.length > 2048) return null;
  // "//host" and "/\host" are read by browsers as another origin.
  if (returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!signedInPaths.some((path) => matchPath(path, url.pathname))) return null;
  return url.pathname + url.search + url.hash;
}
