import { ROUTE_PRELOADS_ID } from './route-preloads-id.ts';
import { matchRoute } from './route-table.ts';

/**
 * Asks for the page's own code while the app's downloads: index.html lists, per route, the chunks
 * a page needs beyond the app's entry, and this adds a `modulepreload` for each, so the page's
 * code arrives with the framework instead of one round trip after it. Only for a page the visitor
 * will see: a signed-out visitor to a signed-in page is sent to the log-in, and the other way round.
 */
export function preloadPageCode(pathname: string, signedIn: boolean, doc: Document = document): void {
  const route = matchRoute(pathname)?.route;
  if (!route || (route.access === 'signed-in' && !signedIn) || (route.access === 'public-only' && signedIn)) return;
  let files: unknown;
  try {
    files = (JSON.parse(doc.getElementById(ROUTE_PRELOADS_ID)?.textContent ?? '{}') as Record<string, unknown>)[
      route.path
    ];
  } catch {
    return; // an index.html without the list (the dev server) preloads nothing
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    doc.head.append(link);
  }
}
