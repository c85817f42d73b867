import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
const listPath = `GET /sets/user/${user.uid}`;

function aSet(overrides: Record<string, unknown> = {}) {
  return {
    id: 'set-1',
    title: 'Cell Biology',
    classCode: 'BIOL20A',
    description: '',
    isPublic: true,
    userId: user.uid,
    username: user.username,
    university: user.university,
    likes: 3,
    numCards: 12,
    createdAt: '2025-01-05T15:30:00.000Z',
    updatedAt: '2025-01-05T15:30:00.000Z',
    isDerived: false,
    originalSetId: null,
    originalCreatorId: null,
    originalCreatorUsername: null,
    ...overrides,
  };
}

function openCreatedSets(routes: Routes) {
  const api = signedIn(routes, user);
  renderAppAt('/created-sets');
  return api;
}

describe('created sets page', () => {
  it('says it is loading while the sets are on their way', async () => {
    openCreatedSets({ [listPath]: never });
    // The first render of the file also loads the page's chunk: give it time on a busy machine.
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading your flashcard sets...',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Created Sets' })).toBeInTheDocument();
    // The count's and the actions' places are held (unseen by screen readers), so the grid does not jump.
    const header = screen.getByRole('heading', { level: 1, name: 'Created Sets' }).closest('header') as HTMLElement;
    const outlines = header.querySelectorAll('.animate-pulse');
    // The count, and the three actions: Find Sets, Import, Create Set.
    expect(outlines).toHaveLength(4);
    outlines.forEach((outline) => expect(outline.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(within(header).queryByRole('link')).toBeNull();
  });

  it('lists each set with its badge, class code, card count, likes and created date', async () => {
    const { calls } = openCreatedSets({
      [listPath]: () =>
        json([
          aSet(),
          aSet({
            id: 'set-2',
            title: 'Intro to Programming',
            classCode: 'CSE20',
            isPublic: false,
            numCards: 1,
            likes: 1,
          }),
          aSet({ id: 'set-3', title: 'Old Set', createdAt: { _seconds: 1_700_000_000, _nanoseconds: 0 }, numCards: 0 }),
          aSet({ id: 'set-4', title: 'No Date', createdAt: 'whenever' }),
        ]),
    });
    const biology = within(await waitFor(() => cardOf('Cell Biology')));
    expect(biology.getByText('Public Set')).toBeInTheDocument();
    expect(biology.getByText('BIOL20A')).toBeInTheDocument();
    expect(biology.getByText('12 cards')).toBeInTheDocument();
    expect(biology.getByText('3 likes')).toBeInTheDocument();
    expect(biology.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(biology.getByRole('button', { name: 'Edit Cell Biology' })).toBeInTheDocument();
    expect(biology.getByRole('button', { name: 'Delete Cell Biology' })).toBeInTheDocument();

    const programming = within(cardOf('Intro to Programming'));
    expect(programming.getByText('Private Set')).toBeInTheDocument();
    expect(programming.getByText('1 card')).toBeInTheDocument();
    expect(programming.getByText('1 like')).toBeInTheDocument();

    expect(within(cardOf('Old Set')).getByText('Nov 14, 2023')).toBeInTheDocument();
    expect(within(cardOf('Old Set')).getByText('0 cards')).toBeInTheDocument();
    expect(within(cardOf('No Date')).getByText('Recently created')).toBeInTheDocument();

    // The header: its count and the ways to make or find more.
    expect(screen.getByText('4 sets')).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'Set actions' }));
    expect(actions.getByRole('link', { name: 'Create Set' })).toHaveAttribute('href', '/set-creator');
    expect(actions.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');
    expect(calls.filter((c) => c.path === `/sets/user/${user.uid}`)).toHaveLength(1);
  });

  it('counts one set as "1 set" and falls back to the card list length without numCards', async () => {
    openCreatedSets({
      [listPath]: () => json([aSet({ numCards: undefined, flashcards: [{}, {}, {}] })]),
    });
    expect(await screen.findByText('1 set')).toBeInTheDocument();
    expect(within(cardOf('Cell Biology')).getByText('3 cards')).toBeInTheDocument();
  });

  it('never shows a derived (saved) set, even if the server sends one', async () => {
    openCreatedSets({
      [listPath]: () => json([aSet(), aSet({ id: 'copy', title: 'Saved Copy', isDerived: true })]),
    });
    await screen.findByRole('link', { name: 'Cell Biology' });
    expect(screen.queryByText('Saved Copy')).toBeNull();
    expect(screen.getByText('1 set')).toBeInTheDocument();
  });

  it('opens the study view when a card is clicked', async () => {
    openCreatedSets({ [listPath]: () => json([aSet({ id: 'abc 1' })]) });
    const link = await screen.findByRole('link', { name: 'Cell Biology' });
    expect(link).toHaveAttribute('href', '/study/abc%201');
    fireEvent.click(link);
    await waitFor(() => expect(currentPath()).toBe('/study/abc%201'));
  });

  it('Edit stores the full set for the creator and opens /set-creator', async () => {
    const full = {
      ...aSet(),
      flashcards: [{ id: 'c1', question: 'Q', answer: 'A', questionImage: null, answerImage: null }],
    };
    openCreatedSets({ [listPath]: () => json([aSet()]), 'GET /sets/set-1': () => json(full) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cell Biology' }));
    await waitFor(() => expect(currentPath()).toBe('/set-creator'));
    expect(JSON.parse(localStorage.getItem(StorageKeys.editingFlashcardSet) ?? 'null')).toEqual(full);
  });

  it('explains when a set cannot be opened for editing, and stays', async () => {
    openCreatedSets({ [listPath]: () => json([aSet()]), 'GET /sets/set-1': () => failure(404) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cell Biology' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open the set for editing. Please try again.');
    expect(currentPath()).toBe('/created-sets');
    expect(localStorage.getItem(StorageKeys.editingFlashcardSet)).toBeNull();
  });

  it('deletes a set after confirmation, with the user id, and removes its card', async () => {
    let sets = [aSet(), aSet({ id: 'set-2', title: 'Keep Me' })];
    const { fetchMock, calls } = openCreatedSets({
      [listPath]: () => json(sets),
      'DELETE /sets/delete/set-1': () => {
        sets = sets.filter((s) => s.id !== 'set-1');
        return json({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cell Biology' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Flashcard Set?' }));
    expect(
      dialog.getByText('This action cannot be undone. All flashcards in this set will be permanently deleted.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete Set' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cell Biology' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Keep Me' })).toBeInTheDocument();
    expect(screen.getByText('1 set')).toBeInTheDocument();
    const deleteUrl = fetchMock.mock.calls
      .map(([url]) => (typeof url === 'string' ? url : ''))
      .find((url) => url.includes('/sets/delete/'));
    expect(deleteUrl).toBe(`/api/sets/delete/set-1?userId=${user.uid}`);
    // Every ['sets'] query is refreshed (the list here, the profile's counts when cached).
    await waitFor(() => expect(calls.filter((c) => c.path === `/sets/user/${user.uid}`)).toHaveLength(2));
  });

  it('keeps the set when the confirmation is cancelled', async () => {
    const { calls } = openCreatedSets({ [listPath]: () => json([aSet()]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows a dismissible alert when the delete fails, and keeps the card', async () => {
    openCreatedSets({ [listPath]: () => json([aSet()]), 'DELETE /sets/delete/set-1': () => failure(403) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cell Biology' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Set' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete the set. Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error card when the list fails to load', async () => {
    openCreatedSets({ [listPath]: () => failure(403) });
    const card = within(await screen.findByRole('alert'));
    expect(card.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(card.getByText('Failed to load your flashcard sets. Please try again.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says "User not authenticated" when the server refuses the session', async () => {
    openCreatedSets({ [listPath]: () => failure(401) });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not authenticated');
  });

  it('says "Server returned invalid data" for an answer that is not a list', async () => {
    openCreatedSets({ [listPath]: () => json({ sets: 'nope' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server returned invalid data');
  });

  it('retries a server failure before giving up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    openCreatedSets({
      [listPath]: () => (++attempts < 3 ? failure(503) : json([aSet()])),
    });
    await screen.findByRole('status');
    // The query client waits 1 s, then 2 s, between tries.
    for (let waited = 0; waited < 5 && !screen.queryByRole('link', { name: 'Cell Biology' }); waited++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect(screen.getByRole('link', { name: 'Cell Biology' })).toBeInTheDocument();
    expect(attempts).toBe(3);
  });
});

describe('created sets: empty state', () => {
  it('offers the three ways to start, and no header actions', async () => {
    openCreatedSets({ [listPath]: () => json([]) });
    expect(await screen.findByRole('heading', { name: 'Start Your Journey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /AI-Generated Flashcards/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Manually/ })).toHaveAttribute('href', '/set-creator');
    expect(screen.getByRole('link', { name: /Browse Sets/ })).toHaveAttribute('href', '/search-sets');
    expect(screen.queryByRole('link', { name: 'Create Set' })).toBeNull();
  });

  it('opens the AI overlay from "AI-Generated Flashcards", and closes it', async () => {
    openCreatedSets({ [listPath]: () => json([]) });
    fireEvent.click(await screen.findByRole('button', { name: /AI-Generated Flashcards/ }));
    const overlay = await screen.findByRole('dialog', { name: 'Generate Flashcards with AI' });
    expect(within(overlay).getByLabelText('Your notes')).toBeInTheDocument();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/created-sets');
  });

  it('shows the first-time helper once, and remembers it under hasSeenCreatedSetsHelper', async () => {
    openCreatedSets({ [listPath]: () => json([]) });
    const helper = await screen.findByRole('complementary', { name: 'Your flashcard sets live here' });
    expect(localStorage.getItem(StorageKeys.hasSeenCreatedSetsHelper)).toBe('true');
    fireEvent.click(within(helper).getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('complementary', { name: 'Your flashcard sets live here' })).toBeNull();
  });

  it('does not show the helper to someone who has seen it', async () => {
    localStorage.setItem(StorageKeys.hasSeenCreatedSetsHelper, 'true');
    openCreatedSets({ [listPath]: () => json([]) });
    await screen.findByRole('heading', { name: 'Start Your Journey' });
    expect(screen.queryByRole('complementary', { name: 'Your flashcard sets live here' })).toBeNull();
  });

  it('does not show the helper to someone with sets', async () => {
    openCreatedSets({ [listPath]: () => json([aSet()]) });
    await screen.findByRole('link', { name: 'Cell Biology' });
    expect(screen.queryByRole('complementary', { name: 'Your flashcard sets live here' })).toBeNull();
    expect(localStorage.getItem(StorageKeys.hasSeenCreatedSetsHelper)).toBeNull();
  });
});

describe('created sets: error card', () => {
  it('Reload Page reloads', () => {
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <LoadErrorPanel message="Server returned invalid data" onReload={reload} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
