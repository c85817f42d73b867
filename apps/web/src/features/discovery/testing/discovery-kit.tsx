import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { sessionToken } from '../../../lib/session-token.ts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderAppAt } from '../../../testing/render-app.tsx';
import { aUser } from '../../../testing/users.ts';

export const user = aUser();
export const UCSC_LIST = '/data/university-of-california-santa-cruz-class-codes.csv';
export const DEFAULT_LIST = '/data/class_codes.csv';
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

export type Routes = Record<string, (req: FakeRequest) => Response | Promise<Response>>;

export const csv = (codes: readonly string[]) =>
  new Response(`${codes.join('\n')}\n`, { status: 200, headers: { 'content-type': 'text/csv' } });
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

const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 1));

/** Waits (in real time, the fake clock standing still) until `check` passes. */
export async function until<T>(check: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return check();
    } catch (error) {
      if (attempt > 500) throw error;
      await act(async () => {
        await realTurn();
        await vi.advanceTimersByTimeAsync(0);
      });
    }
  }
}

/** Moves the fake clock by `ms`, then lets answers and renders settle. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let step = 0; step < 4; step++) {
    await act(async () => {
      await realTurn();
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/**
 * Opens a page for a signed-in user on a fake clock (only timers and Date are faked; answers and
 * the page's chunk come in real time). The set viewer that results lead to never answers.
 */
export function openAt(url: string, routes: Routes = {}, who = user) {
  sessionToken.set('good-token');
  const api = fakeApi({
    'GET /auth/verify-token': () => json({ success: true, user: who }),
    [`GET ${UCSC_LIST}`]: () => csv(CLASS_CODES),
    'GET /sets/popular': () => json([]),
    ...routes,
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
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
