import { startEarlyGet } from '../lib/early-responses.ts';
import { sessionToken } from '../lib/session-token.ts';
import { matchRoute } from './route-table.ts';

/**
 * A page's first API calls, started by the small entry script (src/early.ts) while the app's own
 * code is still on its way: on a phone network that download takes longer than the session check
 * and the set together, so asking only once the app had started made the first paint wait for all
 * three in turn. Only what a signed-in page always asks first is started: the session check, and
 * the set a study or quiz page shows. apiRequest takes the answers (lib/early-responses.ts).
 */

export function startEarlyRequests(location: { pathname: string; search: string }): void {
  const token = sessionToken.get();
  // A `?token=` link is exchanged for a session first (session-start.ts); nothing to start before that.
  if (!token || new URLSearchParams(location.search).has('token')) return;
  startEarlyGet('/auth/verify-token', token);
  // Study and quiz pages name their set in the address (`/study/:setId`, `/quiz/:setId/text`, …).
  const setId = matchRoute(location.pathname)?.setId;
  if (!setId) return;
  try {
    // The path the set query asks for: the router decodes the segment, the query encodes it.
    startEarlyGet(`/sets/${encodeURIComponent(decodeURIComponent(setId))}`, token);
  } catch {
    // A malformed escape: the page reports it the usual way.
  }
}
