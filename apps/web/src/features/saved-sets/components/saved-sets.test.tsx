import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { failure, json, never, type Routes } from '../../../testing/fake-api.ts';
import { cardOf } from '../../../testing/queries.ts';
import { currentPath, renderAppAt } from '../../../testing/render-app.tsx';
import { signedIn } from '../../../testing/signed-in.ts';
import { aUser } from '../../../testing/users.ts';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';

const user = aUser();
const listPath = `GET /sets/saved/${user.uid}`;

/** A saved copy as GET /sets/saved/{uid} sends it: owned by the saver, naming the original's creator. */
function aSavedSet(overrides: Record<string, unknown> = {}) {
  return {
    id: 'copy-1',
    title: 'Cell Biology',
    classCode: 'BIOL20A',
    description: '',
    isPublic: false,
    userId: user.uid,
    username: user.username,
    university: user.university,
    likes: 3,
    numCards: 12,
    createdAt: '2025-01-05T15:30:00.000Z',
    updatedAt: '2025-01-05T15:30:00.000Z',
    isDerived: true,
    originalSetId: 'orig-1',
    originalCreatorId: 'alice00001',
    originalCreatorUsername: 'alice',
    ...overrides,
  };
}

function openSavedSets(routes: Routes) {
  const api = signedIn(routes, user);
  renderAppAt('/saved-sets');
  return api;
}

describe('saved sets page', () => {
  it('says it is loading while the sets are on their way', async () => {
    openSavedSets({ [listPath]: never });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your saved sets...');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Sets' })).toBeInTheDocument();
  });

  it('shows each set with its creator, class code, card count, likes and saved date', async () => {
    const { calls } = openSavedSets({
      [listPath]: () =>
        json([
          aSavedSet(),
          aSavedSet({ id: 'copy-2', title: 'Graphs', classCode: 'CSE101', numCards: 1, likes: 1 }),
          aSavedSet({
            id: 'copy-3',
            title: 'Legacy',
            createdAt: { _seconds: 1_700_000_000, _nanoseconds: 0 },
            originalCreatorUsername: null,
            username: null,
            originalCreatorId: 'abcdef123456',
          }),
          aSavedSet({
            id: 'copy-4',
            title: 'Mystery',
            createdAt: 'whenever',
            originalCreatorUsername: null,
            username: null,
            originalCreatorId: null,
            userId: '',
          }),
        ]),
    });
    const biology = within(await waitFor(() => cardOf('Cell Biology')));
    expect(biology.getByText('Created by alice')).toBeInTheDocument();
    expect(biology.getByText('BIOL20A')).toBeInTheDocument();
    expect(biology.getByText('12 cards')).toBeInTheDocument();
    expect(biology.getByText('3 likes')).toBeInTheDocument();
    expect(biology.getByText('Saved:', { exact: false })).toHaveTextContent('Saved: Jan 5, 2025');
    expect(biology.getByRole('button', { name: 'Unsave Cell Biology' })).toBeInTheDocument();

    const graphs = within(cardOf('Graphs'));
    expect(graphs.getByText('1 card')).toBeInTheDocument();
    expect(graphs.getByText('1 like')).toBeInTheDocument();

    const legacy = within(cardOf('Legacy'));
    expect(legacy.getByText('User abcdef')).toBeInTheDocument();
    expect(legacy.getByText('Saved:', { exact: false })).toHaveTextContent('Saved: Nov 14, 2023');

    const mystery = within(cardOf('Mystery'));
    expect(mystery.getByText('Public set')).toBeInTheDocument();
    expect(mystery.getByText('Recently saved')).toBeInTheDocument();
    expect(mystery.queryByText('Saved:', { exact: false })).toBeNull();

    // The top bar: the count and Find Sets.
    expect(screen.getByText('4 sets')).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'Set actions' }));
    expect(actions.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');
    expect(calls.filter((c) => c.path === `/sets/saved/${user.uid}`)).toHaveLength(1);
  });

  it('counts one set as "1 set", and falls back to the card list length without numCards', async () => {
    openSavedSets({ [listPath]: () => json([aSavedSet({ numCards: undefined, flashcards: [{}, {}, {}] })]) });
    expect(await screen.findByText('1 set')).toBeInTheDocument();
    expect(within(cardOf('Cell Biology')).getByText('3 cards')).toBeInTheDocument();
  });

  it('opens the study view of the saved copy, telling it the user came from Saved Sets', async () => {
    openSavedSets({ [listPath]: () => json([aSavedSet({ id: 'copy 1' })]), 'GET /sets/copy%201': never });
    const link = await screen.findByRole('link', { name: 'Cell Biology' });
    expect(link).toHaveAttribute('href', '/study/copy%201');
    fireEvent.click(link);
    await waitFor(() => expect(currentPath()).toBe('/study/copy%201'));
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ from: 'saved' });
  });

  it('treats an answer that is not a list as no saved sets', async () => {
    openSavedSets({ [listPath]: () => json({ sets: 'nope' }) });
    expect(await screen.findByRole('heading', { name: 'No Saved Sets Yet' })).toBeInTheDocument();
  });

  it('shows the empty state with the prompt to /search-sets, the hint and the illustration', async () => {
    openSavedSets({ [listPath]: () => json([]) });
    const empty = within(await screen.findByRole('region', { name: 'No Saved Sets Yet' }));
    expect(empty.getByRole('link', { name: /Discover Flashcard Sets/ })).toHaveAttribute('href', '/search-sets');
    expect(empty.getByRole('heading', { name: 'How to Save Sets' })).toBeInTheDocument();
    expect(document.querySelector('img[src="/images/empty_saved_sets.png"]')).not.toBeNull();
    // No top bar without sets: the empty state is the way to Find Sets.
    expect(screen.queryByRole('navigation', { name: 'Set actions' })).toBeNull();
    fireEvent.click(empty.getByRole('link', { name: /Discover Flashcard Sets/ }));
    await waitFor(() => expect(currentPath()).toBe('/search-sets'));
  });

  it('shows the first-time helper once, remembering it under hasSeenSavedSetsHelper', async () => {
    openSavedSets({ [listPath]: () => json([]) });
    const helper = await screen.findByRole('complementary', { name: 'Your saved sets live here' });
    expect(localStorage.getItem(StorageKeys.hasSeenSavedSetsHelper)).toBe('true');
    fireEvent.click(within(helper).getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('complementary', { name: 'Your saved sets live here' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Saved Sets Yet' })).toBeInTheDocument();
  });

  it('does not show the helper to someone who has seen it', async () => {
    localStorage.setItem(StorageKeys.hasSeenSavedSetsHelper, 'true');
    openSavedSets({ [listPath]: () => json([]) });
    await screen.findByRole('heading', { name: 'No Saved Sets Yet' });
    expect(screen.queryByRole('complementary', { name: 'Your saved sets live here' })).toBeNull();
  });

  it('unsaves a set after confirmation, with the user id, and removes its card', async () => {
    let sets = [aSavedSet(), aSavedSet({ id: 'copy-2', title: 'Keep Me' })];
    const { calls } = openSavedSets({
      [listPath]: () => json(sets),
      'POST /sets/unsave': () => {
        sets = sets.filter((s) => s.id !== 'copy-1');
        return json({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Cell Biology' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Unsave Flashcard Set?' }));
    expect(dialog.getByText('Cell Biology')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Unsave' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cell Biology' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Keep Me' })).toBeInTheDocument();
    expect(screen.getByText('1 set')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/sets/unsave')?.body).toEqual({ setId: 'copy-1', userId: user.uid });
    // Every ['sets'] query is refreshed: the list here, the profile's counts when cached.
    await waitFor(() => expect(calls.filter((c) => c.path === `/sets/saved/${user.uid}`)).toHaveLength(2));
  });

  it('shows the empty state once the last set is unsaved', async () => {
    let sets = [aSavedSet()];
    openSavedSets({
      [listPath]: () => json(sets),
      'POST /sets/unsave': () => {
        sets = [];
        return json({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsave' }));
    expect(await screen.findByRole('heading', { name: 'No Saved Sets Yet' })).toBeInTheDocument();
  });

  it('keeps the set when the confirmation is cancelled', async () => {
    const { calls } = openSavedSets({ [listPath]: () => json([aSavedSet()]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/sets/unsave')).toBe(false);
  });

  it('shows a dismissible alert when the unsave fails, and keeps the card', async () => {
    openSavedSets({ [listPath]: () => json([aSavedSet()]), 'POST /sets/unsave': () => failure(500) });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsave' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to unsave the set. Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to check the connection when the unsave never reached the server', async () => {
    openSavedSets({
      [listPath]: () => json([aSavedSet()]),
      'POST /sets/unsave': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unsave the set. Please check your connection.',
    );
  });

  it('reports a body that is not JSON as invalid data, with Reload Page and Go to Home', async () => {
    openSavedSets({ [listPath]: () => new Response('<html>oops</html>', { status: 200 }) });
    const panel = within(await screen.findByRole('alert'));
    expect(panel.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(panel.getByText('Server returned invalid data. Please try again later.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('reports any other failure as unexpected', async () => {
    openSavedSets({ [listPath]: () => failure(403) });
    const panel = within(await screen.findByRole('alert'));
    expect(panel.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
  });

  it('Reload Page reloads', () => {
    const onReload = vi.fn();
    render(
      <MemoryRouter>
        <LoadErrorPanel message="An unexpected error occurred. Please try again later." onReload={onReload} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
