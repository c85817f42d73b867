import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { currentPath } from '../../../testing/render-app.tsx';
import {
  aSet,
  failure,
  FIRST_PAINT,
  openStudy,
  openViewer,
  OTHER_UID,
  SLOW_MACHINE_TIMEOUT,
  user,
} from '../testing/study-kit.tsx';
import { SetViewer } from './set-viewer.tsx';

const cardList = () => screen.getByRole('list', { name: 'Flashcards' });
const cardNumbers = () =>
  within(cardList())
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const status = () => screen.getByRole('status');
const topBarLink = (name: string) => within(screen.getByRole('banner')).getByRole('link', { name });

describe('set viewer', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('shows the set: class code, title, card count, creator, description, and the study modes', async () => {
    await openViewer();
    expect(screen.getByText('BIOL20A')).toBeInTheDocument();
    expect(screen.getByText('3 cards')).toBeInTheDocument();
    expect(screen.getByText('Created by leo_park')).toBeInTheDocument();
    expect(screen.getByText('Organelles and membranes')).toBeInTheDocument();
    expect(screen.queryByText('Saved from original set')).toBeNull();
    const modes = within(screen.getByRole('navigation', { name: 'Study modes' }));
    expect(modes.getByRole('link', { name: 'Study Flashcards' })).toHaveAttribute('href', '/study/set-1/flashcards');
    expect(modes.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/study/set-1/quiz');
    expect(modes.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/study/set-1/learn');
    expect(modes.getByRole('link', { name: 'Match' })).toHaveAttribute('href', '/study/set-1/match');
    // Every mode says what it is in one line.
    expect(modes.getByRole('link', { name: 'Match' })).toHaveAccessibleDescription(
      'Race the clock to pair terms and definitions.',
    );
    expect(await screen.findByRole('button', { name: 'Like this set, 4 likes' })).toBeInTheDocument();
  });

  it('a like refreshes the like count, not the set on screen', async () => {
    const { calls } = await openViewer({
      'POST /likes/like': () => json({ likesCount: 5, hasLiked: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like this set, 4 likes' }));
    expect(await screen.findByRole('button', { name: /5 likes/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/sets/set-1')).toHaveLength(1);
  });

  it('leaves out an empty description', async () => {
    await openViewer({ 'GET /sets/set-1': () => json(aSet({ description: '   ' })) });
    expect(screen.queryByText('Organelles and membranes')).toBeNull();
  });

  it("offers Save Set, not Edit Set, on someone else's set", async () => {
    const { fetchMock } = await openViewer();
    expect(await screen.findByRole('button', { name: 'Save Set' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Set' })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(urls).toContain(`/api/sets/saved-status?userId=${user.uid}&setId=set-1`);
  });

  it('offers Edit Set to the owner, which stores the whole set and opens the creator', async () => {
    const mine = aSet({ userId: user.uid, username: user.username });
    const { calls } = await openViewer({
      'GET /sets/set-1': () => json(mine),
      // The creator, once open, loads its class codes.
      'GET /data/university-of-california-santa-cruz-class-codes.csv': () =>
        new Response('BIOL20A\n', { headers: { 'content-type': 'text/csv' } }),
    });
    expect(screen.getByText('Created by you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Set/ })).toBeNull();
    expect(calls.some((c) => c.path === '/sets/saved-status')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Set' }));
    await waitFor(() => expect(currentPath()).toBe('/set-creator'));
    expect(JSON.parse(localStorage.getItem(StorageKeys.editingFlashcardSet) ?? 'null')).toEqual(mine);
  });

  it('Edit Set hands over the set already on screen, without loading it again', async () => {
    let fetched = 0;
    const mine = aSet({ userId: user.uid });
    await openViewer({
      'GET /sets/set-1': () => (++fetched === 1 ? json(mine) : failure(500)),
      'GET /data/university-of-california-santa-cruz-class-codes.csv': () =>
        new Response('BIOL20A\n', { headers: { 'content-type': 'text/csv' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Set' }));
    await waitFor(() => expect(currentPath()).toBe('/set-creator'));
    expect(fetched).toBe(1);
    expect(JSON.parse(localStorage.getItem(StorageKeys.editingFlashcardSet) ?? 'null')).toEqual(mine);
  });

  it('a saved copy: "Saved from original set", its creator, Save/Unsave of the original, back to Saved Sets', async () => {
    const copy = aSet({
      id: 'set-1',
      userId: user.uid,
      username: user.username,
      isPublic: false,
      isDerived: true,
      originalSetId: 'orig-1',
      originalCreatorId: OTHER_UID,
      originalCreatorUsername: 'leo_park',
    });
    const { fetchMock } = await openViewer({
      'GET /sets/set-1': () => json(copy),
      'GET /sets/saved-status': () => json({ isSaved: true, savedSetId: 'set-1' }),
    });
    expect(screen.getByText('Saved from original set')).toBeInTheDocument();
    expect(screen.getByText('Created by leo_park')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unsave Set' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Set' })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(urls).toContain(`/api/sets/saved-status?userId=${user.uid}&setId=orig-1`);
    expect(topBarLink('Back to Saved Sets')).toHaveAttribute('href', '/saved-sets');
  });

  it('unsaving the saved copy being viewed opens the original, still on the way back to Saved Sets', async () => {
    const copy = aSet({ isDerived: true, userId: user.uid, isPublic: false, originalSetId: 'orig-1' });
    const { calls } = await openViewer({
      'GET /sets/set-1': () => json(copy),
      'GET /sets/orig-1': () => json(aSet({ id: 'orig-1', title: 'Cell Biology (original)' })),
      'GET /sets/saved-status': () => json({ isSaved: true, savedSetId: 'set-1' }),
      'POST /sets/unsave': () => json({ ok: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsave Set' }));
    expect(await screen.findByRole('heading', { name: 'Cell Biology (original)' }, FIRST_PAINT)).toBeInTheDocument();
    expect(currentPath()).toBe('/study/orig-1');
    expect(calls.find((c) => c.path === '/sets/unsave')?.body).toMatchObject({ setId: 'orig-1' });
    expect(topBarLink('Back to Saved Sets')).toHaveAttribute('href', '/saved-sets');
  });

  it.each([
    [{ from: 'search', query: 'CSE 101' }, 'Back to Search Results', '/search-results?q=CSE%20101'],
    [{ from: 'popular' }, 'Back to Search Sets', '/search-sets'],
    [{ from: 'saved' }, 'Back to Saved Sets', '/saved-sets'],
    [undefined, 'Back to Created Sets', '/created-sets'],
    [{ from: 'somewhere else' }, 'Back to Created Sets', '/created-sets'],
  ])('goes back by where the set was opened from (%o)', async (state, label, href) => {
    await openViewer({}, state);
    expect(topBarLink(label)).toHaveAttribute('href', href);
    // The study modes carry the origin along, so coming back keeps the same way back.
    fireEvent.click(screen.getByRole('link', { name: 'Study Flashcards' }));
    await waitFor(() => expect(currentPath()).toBe('/study/set-1/flashcards'));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to Set' }, FIRST_PAINT));
    await screen.findByRole('heading', { level: 1, name: 'Cell Biology' }, FIRST_PAINT);
    expect(topBarLink(label)).toHaveAttribute('href', href);
  });

  it('searches questions and answers, counting what it shows', async () => {
    await openViewer();
    expect(status()).toHaveTextContent('Showing 3 of 3 cards');
    const search = screen.getByRole('searchbox', { name: 'Search flashcards' });
    fireEvent.change(search, { target: { value: 'ENERGY' } });
    expect(cardNumbers()).toEqual(['Card 2']);
    expect(status()).toHaveTextContent('Showing 1 of 3 cards');
    fireEvent.change(search, { target: { value: 'mitosis' } });
    expect(cardNumbers()).toEqual(['Card 1']);
    fireEvent.change(search, { target: { value: 'photosynthesis' } });
    expect(screen.queryByRole('list', { name: 'Flashcards' })).toBeNull();
    expect(screen.getByText('No flashcards match your search criteria.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 0 of 3 cards');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(cardNumbers()).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it('sorts A to Z by question and back to the set order', async () => {
    await openViewer();
    const az = screen.getByRole('button', { name: 'A to Z' });
    const setOrder = screen.getByRole('button', { name: 'Default order' });
    expect(setOrder).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(az);
    expect(az).toHaveAttribute('aria-pressed', 'true');
    expect(cardNumbers()).toEqual(['Card 2', 'Card 3', 'Card 1']);
    fireEvent.click(setOrder);
    expect(cardNumbers()).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });

  it('switches between grid and list', async () => {
    await openViewer();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(cardList()).toHaveClass('sm:grid-cols-2');
    fireEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(cardList()).not.toHaveClass('sm:grid-cols-2');
  });

  it('shows answers card by card, or all at once', async () => {
    await openViewer();
    expect(screen.queryByText('Cell division')).toBeNull();
    const reveal = screen.getByRole('button', { name: 'Show Answer for card 1' });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(reveal);
    expect(screen.getByText('Cell division')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide Answer for card 1' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(hide);
    expect(screen.queryByText('Cell division')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show All Answers' }));
    expect(screen.getByText('Cell division')).toBeInTheDocument();
    expect(screen.getByText('The nucleus')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Answer for card 3' }));
    // One hidden again: "Show All" shows the rest.
    fireEvent.click(screen.getByRole('button', { name: 'Show All Answers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide All Answers' }));
    expect(screen.queryByText('Cell division')).toBeNull();
    expect(screen.queryByText('The nucleus')).toBeNull();
  });

  it('enlarges an image in a labelled dialog', async () => {
    await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge Question image, card 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Question image, card 3' });
    expect(within(dialog).getByRole('img', { name: 'Question image, card 3' })).toHaveAttribute(
      'src',
      '/uploads/abcdefghijklmnopqrst.png',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps card text as written: line breaks and equations', async () => {
    const text = 'x² + y² = r²\n∫₀¹ x dx = ½';
    await openViewer({
      'GET /sets/set-1': () =>
        json(aSet({ flashcards: [{ id: 'e', question: text, answer: 'ok', questionImage: null, answerImage: null }] })),
    });
    const question = within(cardList()).getByText((_, el) => el?.tagName === 'P' && el.textContent === text);
    expect(question).toHaveClass('whitespace-pre-wrap', 'wrap-anywhere');
  });

  it('shows the tips until dismissed, and remembers that', async () => {
    await openViewer();
    const tips = screen.getByRole('region', { name: 'Ways to study this set' });
    fireEvent.click(within(tips).getByRole('button', { name: 'Dismiss tips' }));
    expect(screen.queryByRole('region', { name: 'Ways to study this set' })).toBeNull();
    expect(localStorage.getItem(StorageKeys.hideViewerInfoTips)).toBe('true');
  });

  it('keeps the tips hidden once dismissed', async () => {
    localStorage.setItem(StorageKeys.hideViewerInfoTips, 'true');
    await openViewer();
    expect(screen.queryByRole('region', { name: 'Ways to study this set' })).toBeNull();
  });

  it('says so when the address has no set id', async () => {
    const { calls } = openStudy('/study/%20');
    expect(
      await screen.findByText('No flashcard set ID provided. Please select a valid set.', undefined, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/sets/'))).toBe(false);
  });

  it('says it is loading while the set is on its way', async () => {
    openStudy('/study/set-1', { 'GET /sets/set-1': never });
    expect(await screen.findByRole('status', undefined, FIRST_PAINT)).toHaveTextContent('Loading flashcard set...');
  });

  it('tells a set that is not there (404) apart from a failed request: Set not found, Find Sets and the way back', async () => {
    openStudy('/study/set-1', { 'GET /sets/set-1': () => failure(404) }, { from: 'popular' });
    expect(await screen.findByRole('heading', { name: 'Set not found' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no flashcard set at this address');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');
    expect(screen.getAllByRole('link', { name: 'Back to Search Sets' }).at(-1)).toHaveAttribute('href', '/search-sets');
  });

  it('explains a set that fails to load, with Try Again and the way back', async () => {
    let attempts = 0;
    openStudy(
      '/study/set-1',
      { 'GET /sets/set-1': () => (++attempts === 1 ? failure(403) : json(aSet())) },
      {
        from: 'popular',
      },
    );
    const panel = await screen.findByRole('alert', undefined, FIRST_PAINT);
    expect(within(panel).getByRole('heading', { name: 'Error Loading Flashcard Set' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Failed to load flashcard set. Please try again.');
    expect(within(panel).getByRole('link', { name: 'Back to Search Sets' })).toHaveAttribute('href', '/search-sets');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cell Biology' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('set viewer outside a session', () => {
  it('asks to log in, and loads nothing', () => {
    const { calls } = fakeApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SetViewer
            setId="set-1"
            uid={null}
            entry={null}
            controls={{ like: () => null, edit: () => null, save: () => null }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'User not authenticated. Please log in to view flashcard sets.',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });
});
