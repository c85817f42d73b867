import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { json, type Routes } from '../../../testing/fake-api.ts';
import { csv, UCSC_LIST } from '../../../testing/class-codes.ts';
import { fakeTheClock, until } from '../../../testing/fake-clock.ts';
import { renderAppAt } from '../../../testing/render-app.tsx';
import { signedIn } from '../../../testing/signed-in.ts';
import { aUser } from '../../../testing/users.ts';

export { csv, DEFAULT_LIST, UCSC_LIST } from '../../../testing/class-codes.ts';
export { advance, until } from '../../../testing/fake-clock.ts';

export const user = aUser();
export const CLASS_CODES = [
  'AM10',
  'AM100',
  'CSE 3',
  'CSE 10',
  'CSE 101',
  'CSE 102',
  'CSE 103',
  'CSE 104',
  'CSE 105',
  'CSE 106',
  'CSE 107',
  'CSRE 141S',
  'MATH 19A',
];

export type { Routes } from '../../../testing/fake-api.ts';

export const failure = (status: number, message = 'Something failed') =>
  json({ message, code: status >= 500 ? 'internal_error' : 'validation_error' }, status);

/** A public set as the server lists it. */
export function aSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: 'set-1',
    title: 'Algorithms Midterm Review',
    classCode: 'CSE 101',
    description: 'Sorting, graphs and dynamic programming.',
    isPublic: true,
    userId: 'k9x8w7v6u5',
    username: 'leo_park',
    university: user.university,
    likes: 3,
    numCards: 24,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    isDerived: false,
    originalSetId: null,
    originalCreatorId: null,
    originalCreatorUsername: null,
    ...overrides,
  };
}

/**
 * Opens a page for a signed-in user on a fake clock (only timers and Date are faked; answers and
 * the page's chunk come in real time). The set viewer that results lead to never answers.
 */
export function openAt(url: string, routes: Routes = {}, who = user) {
  const api = signedIn(
    {
      [`GET ${UCSC_LIST}`]: () => csv(CLASS_CODES),
      'GET /sets/popular': () => json([]),
      ...routes,
    },
    who,
  );
  fakeTheClock();
  renderAppAt(url);
  return api;
}

/** Opens Find Sets once the class codes have loaded. */
export async function openFindSets(routes: Routes = {}, who = user) {
  const api = openAt('/search-sets', routes, who);
  await until(() => expect(classCodeInput()).toHaveAttribute('placeholder', 'e.g. CSE101'));
  return api;
}

export const classCodeInput = () => screen.getByRole('combobox', { name: 'Class Code' });
export const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** The navigation state the last navigation stored (react-router keeps it under `usr`). */
export const navigationState = () => (window.history.state as { usr?: unknown } | null)?.usr;

/** Every address the page fetched, query strings included (the fake API's table ignores them). */
export const requested = (api: { fetchMock: { mock: { calls: unknown[][] } } }) =>
  api.fetchMock.mock.calls.map((call) => String(call[0]));

/** Each test loads the app's page chunks in real time: on a busy machine that alone can pass 5 s. */
export const SLOW_MACHINE_TIMEOUT = 20_000;
