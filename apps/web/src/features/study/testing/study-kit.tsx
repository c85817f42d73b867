import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionToken } from '../../../lib/session-token.ts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderAppAt } from '../../../testing/render-app.tsx';
import { aUser } from '../../../testing/users.ts';

export const user = aUser();
export const OTHER_UID = 'k9x8w7v6u5';

export type Routes = Record<string, (req: FakeRequest) => Response | Promise<Response>>;

/** A set as GET /sets/{id} sends it; made by someone else unless told. */
export function aSet(overrides: Partial<FlashcardSet> = {}): FlashcardSet {
  return {
    id: 'set-1',
    title: 'Cell Biology',
    classCode: 'BIOL20A',
    description: 'Organelles and membranes',
    isPublic: true,
    userId: OTHER_UID,
    username: 'leo_park',
    university: user.university,
    likes: 4,
    numCards: 3,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    isDerived: false,
    language: 'en',
    originalSetId: null,
    originalCreatorId: null,
    originalCreatorUsername: null,
    flashcards: [
      { id: 'c1', question: 'What is mitosis?', answer: 'Cell division', questionImage: null, answerImage: null },
      {
        id: 'c2',
        question: 'Define ATP',
        answer: 'Adenosine triphosphate, the energy currency',
        questionImage: null,
        answerImage: null,
      },
      {
        id: 'c3',
        question: 'Label the organelle',
        answer: 'The nucleus',
        questionImage: '/uploads/abcdefghijklmnopqrst.png',
        answerImage: null,
      },
    ],
    ...overrides,
  };
}

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
