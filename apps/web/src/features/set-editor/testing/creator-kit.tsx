import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { csv, UCSC_LIST } from '../../../testing/class-codes.ts';
import type { Routes } from '../../../testing/fake-api.ts';
import { fakeTheClock, until as untilOnClock } from '../../../testing/fake-clock.ts';
import { renderAppAt } from '../../../testing/render-app.tsx';
import { signedIn } from '../../../testing/signed-in.ts';
import { aUser } from '../../../testing/users.ts';

export { csv, DEFAULT_LIST, UCSC_LIST } from '../../../testing/class-codes.ts';
export { offline, type Routes } from '../../../testing/fake-api.ts';
export { advance } from '../../../testing/fake-clock.ts';

export const user = aUser();
export const CLASS_CODES = ['AM10', 'AM100', 'BIO 20A', 'CSE 3', 'CSE 10', 'CSE 101', 'CSE 102', 'MATH 19A'];
export const failure = (status: number, message?: string, statusText = '') =>
  new Response(message === undefined ? '' : JSON.stringify({ message, code: 'validation_error' }), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Loads the creator page's chunk (and the app's) once, before the tests' clocks start: on a busy
 * machine the first transform takes seconds, which no single test should pay for.
 */
export async function preloadCreatorPage() {
  await Promise.all([import('../../../app/pages/set-creator-page.tsx'), import('../../../app/app.tsx')]);
}

/** Waits (in real time, the fake clock standing still) until `check` passes, for at most 4 s. */
export const until = <T,>(check: () => T) => untilOnClock(check, { ms: 4000 });

/**
 * Opens /set-creator for a signed-in user on a fake clock (only timers and Date are faked; answers
 * and the page's chunk come in real time), once the class codes have loaded.
 */
export async function openCreator(routes: Routes = {}, storage: Record<string, string> = {}, state?: unknown) {
  const api = signedIn({ [`GET ${UCSC_LIST}`]: () => csv(CLASS_CODES), ...routes }, user);
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  fakeTheClock();
  renderAppAt('/set-creator', state);
  await until(() => expect(classCodeInput()).toHaveAttribute('placeholder', 'e.g. CSE 101'));
  return api;
}

export const titleInput = () => screen.getByLabelText('Set Title');
export const classCodeInput = () => screen.getByRole('combobox', { name: 'Class Code' });
export const descriptionInput = () => screen.getByLabelText(/^Description/);
export const sideText = (card: number, side: 'Question' | 'Answer') =>
  screen.getByRole('textbox', { name: `Card ${card} ${side}` });
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Fills a valid set: title, a listed class code and one complete card. */
export function fillValidSet() {
  type(titleInput(), 'Cell Biology');
  type(classCodeInput(), 'cse 101');
  fireEvent.blur(classCodeInput());
  type(sideText(1, 'Question'), 'What is the powerhouse of the cell?');
  type(sideText(1, 'Answer'), 'Mitochondria');
}

/** A set as the server returns it. */
export function aSet(overrides: Record<string, unknown> = {}) {
  return {
    id: 'set-1',
    title: 'Cell Biology',
    classCode: 'CSE 101',
    description: '',
    isPublic: true,
    userId: user.uid,
    username: user.username,
    university: user.university,
    likes: 4,
    numCards: 1,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    isDerived: false,
    originalSetId: null,
    originalCreatorId: null,
    originalCreatorUsername: null,
    flashcards: [
      { id: 'c1', question: 'What is ATP?', answer: 'Energy currency', questionImage: null, answerImage: null },
    ],
    ...overrides,
  };
}
