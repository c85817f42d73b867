import { screen, waitFor, within } from '@testing-library/react';
import { sessionToken } from '../../../lib/session-token.ts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderAppAt } from '../../../testing/render-app.tsx';

import { aSet, user } from '../../../testing/sets.ts';

// The set fixtures live in testing/ because Learn and Match tests use them too.
export { aSet, OTHER_UID, user } from '../../../testing/sets.ts';
export type Routes = Record<string, (req: FakeRequest) => Response | Promise<Response>>;

export const failure = (status: number, message = 'Nope') =>
  json({ message, code: status === 404 ? 'not_found' : 'internal_error' }, status);

/**
 * Opens `url` in the whole app for a signed-in user, with the set at GET /sets/set-1 and the like
 * and saved-state calls the viewer's controls make. `state` is the navigation state a link carried.
 */
export function openStudy(url: string, routes: Routes = {}, state?: unknown) {
  sessionToken.set('good-token');
  const api = fakeApi({
    'GET /auth/verify-token': () => json({ success: true, user }),
    'GET /sets/set-1': () => json(aSet()),
    'GET /likes/count': () => json({ likesCount: 4 }),
    'GET /likes/status': () => json({ hasLiked: false }),
    'GET /sets/saved-status': () => json({ isSaved: false, savedSetId: null }),
    ...routes,
  });
  renderAppAt(url, state);
  return api;
}

/** The page's chunk loads in real time: on a busy machine the first screen can take seconds. */
export const FIRST_PAINT = { timeout: 10_000 };
export const SLOW_MACHINE_TIMEOUT = 20_000;

/** The viewer, once the set has loaded. */
export async function openViewer(routes: Routes = {}, state?: unknown, url = '/study/set-1') {
  const api = openStudy(url, routes, state);
  await screen.findByRole('heading', { level: 1, name: 'Cell Biology' }, FIRST_PAINT);
  // The cards come in a deferred render of their own (card-list.tsx): wait until they are drawn.
  await waitFor(() => {
    const list = screen.queryByRole('list', { name: 'Flashcards' });
    if (list && within(list).queryAllByRole('listitem').length === 0) throw new Error('the cards are not drawn yet');
  }, FIRST_PAINT);
  return api;
}
