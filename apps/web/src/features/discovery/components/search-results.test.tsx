import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, never } from '../../../testing/fake-api.ts';
import { currentPath } from '../../../testing/render-app.tsx';
import {
  advance,
  aSummary,
  failure,
  navigationState,
  openAt,
  requested,
  SLOW_MACHINE_TIMEOUT,
  until,
  user,
  type Routes,
} from '../testing/discovery-kit.tsx';

const RESULTS = [
  aSummary({ id: 's1', title: 'Graph Algorithms', likes: 2, createdAt: '2025-01-05T10:00:00.000Z' }),
  aSummary({
    id: 's2',
    title: 'Sorting Basics',
    description: 'Merge sort and quicksort with graph-free examples.',
    likes: 9,
    createdAt: '2025-03-01T10:00:00.000Z',
    username: null,
    userId: 'abcdef123456',
  }),
  aSummary({
    id: 's3',
    title: 'Dynamic Programming',
    description: '',
    likes: 0,
    numCards: 1,
    createdAt: 'not a date',
    username: null,
    userId: '',
  }),
];

function openResults(q: string | null = 'CSE101', routes: Routes = {}) {
  return openAt(q === null ? '/search-results' : `/search-results?q=${encodeURIComponent(q)}`, {
    'GET /sets/search': () => json(RESULTS),
    ...routes,
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const status = () => screen.getByRole('status');
const filterInput = () => screen.getByRole('searchbox', { name: 'Filter sets by title or description' });
const sortButton = (name: 'Most Recent' | 'Most Liked') => screen.getByRole('button', { name });

describe('Search Results', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('shows the spec’s text while searching', async () => {
    openResults('CSE101', { 'GET /sets/search': never });
    await until(() => expect(screen.getByRole('status')).toHaveTextContent('Searching for flashcard sets...'));
    expect(screen.getByText('Searched for:')).toHaveTextContent('Searched for: CSE101');
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/search-sets');
  });

  it('asks for the class code with the user’s id and lists the sets in the server’s order', async () => {
    const api = openResults('CSE 101');
    await until(() =>
      expect(screen.getByRole('heading', { name: 'Found 3 public flashcard sets' })).toBeInTheDocument(),
    );
    expect(requested(api)).toContain(`/api/sets/search?classCode=CSE+101&userId=${user.uid}`);
    expect(titles()).toEqual(['Graph Algorithms', 'Sorting Basics', 'Dynamic Programming']);
    expect(status()).toHaveTextContent('Showing all 3 sets');
    expect(status()).not.toHaveTextContent('Sorted by');
  });

  it('says "set" for a single result', async () => {
    openResults('CSE101', { 'GET /sets/search': () => json([RESULTS[0]]) });
    await until(() =>
      expect(screen.getByRole('heading', { name: 'Found 1 public flashcard set' })).toBeInTheDocument(),
    );
    expect(status()).toHaveTextContent('Showing 1 set');
  });

  it('shows each set’s title, class code, cards, real likes, description, creator and date', async () => {
    openResults();
    await until(() => expect(cards()).toHaveLength(3));
    const [first, second, third] = cards().map((card) => within(card));
    expect(first!.getByText('CSE 101')).toBeInTheDocument();
    expect(first!.getByText('24 cards')).toBeInTheDocument();
    expect(first!.getByText('2 likes')).toBeInTheDocument();
    expect(first!.getByText('Sorting, graphs and dynamic programming.')).toBeInTheDocument();
    expect(first!.getByText('Created by leo_park')).toBeInTheDocument();
    expect(first!.getByText('Jan 5, 2025')).toBeInTheDocument();
    // No username: "User" and the first six characters of the id.
    expect(second!.getByText('User abcdef')).toBeInTheDocument();
    expect(second!.getByText('Mar 1, 2025')).toBeInTheDocument();
    // Neither: "Public set"; no likes is 0, never a made-up number; no valid date.
    expect(third!.getByText('Public set')).toBeInTheDocument();
    expect(third!.getByText('0 likes')).toBeInTheDocument();
    expect(third!.getByText('1 card')).toBeInTheDocument();
    expect(third!.getByText('Recently created')).toBeInTheDocument();
  });

  it('filters by title or description, case-insensitively, with the status line', async () => {
    openResults();
    await until(() => expect(cards()).toHaveLength(3));
    fireEvent.change(filterInput(), { target: { value: 'GRAPH' } });
    // "graph" is in one title and one description.
    expect(titles()).toEqual(['Graph Algorithms', 'Sorting Basics']);
    expect(status()).toHaveTextContent('Showing 2 sets matching "GRAPH"');
    fireEvent.change(filterInput(), { target: { value: 'dynamic' } });
    expect(titles()).toEqual(['Graph Algorithms', 'Dynamic Programming']);
    fireEvent.change(filterInput(), { target: { value: 'quicksort' } });
    expect(status()).toHaveTextContent('Showing 1 set matching "quicksort"');
  });

  it('sorts by most liked and most recent, and back to the server’s order', async () => {
    openResults();
    await until(() => expect(cards()).toHaveLength(3));
    fireEvent.click(sortButton('Most Liked'));
    expect(sortButton('Most Liked')).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Sorting Basics', 'Graph Algorithms', 'Dynamic Programming']);
    expect(status()).toHaveTextContent('Showing all 3 sets');
    expect(status()).toHaveTextContent('Sorted by most liked');

    fireEvent.click(sortButton('Most Recent'));
    expect(sortButton('Most Liked')).toHaveAttribute('aria-pressed', 'false');
    // Undated sets count as the oldest.
    expect(titles()).toEqual(['Sorting Basics', 'Graph Algorithms', 'Dynamic Programming']);
    expect(status()).toHaveTextContent('Sorted by most recent');

    fireEvent.change(filterInput(), { target: { value: 'a' } });
    fireEvent.click(sortButton('Most Recent'));
    expect(sortButton('Most Recent')).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Graph Algorithms', 'Sorting Basics', 'Dynamic Programming']);
    expect(status()).not.toHaveTextContent('Sorted by');
  });

  it('most recent puts the newest first', async () => {
    openResults('CSE101', {
      'GET /sets/search': () =>
        json([
          aSummary({ id: 'old', title: 'Old', createdAt: '2024-01-01T00:00:00.000Z' }),
          aSummary({ id: 'new', title: 'New', createdAt: '2025-06-01T00:00:00.000Z' }),
        ]),
    });
    await until(() => expect(cards()).toHaveLength(2));
    fireEvent.click(sortButton('Most Recent'));
    expect(titles()).toEqual(['New', 'Old']);
  });

  it('shows "No matching flashcard sets" for a filter nothing matches, and Clear Filters restores all', async () => {
    openResults();
    await until(() => expect(cards()).toHaveLength(3));
    fireEvent.click(sortButton('Most Liked'));
    fireEvent.change(filterInput(), { target: { value: 'organic chemistry' } });
    expect(screen.getByRole('heading', { name: 'No matching flashcard sets' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('No sets match your search criteria');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(filterInput()).toHaveValue('');
    expect(sortButton('Most Liked')).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Graph Algorithms', 'Sorting Basics', 'Dynamic Programming']);
  });

  it('opens a set in the study view with the search recorded', async () => {
    openResults('CSE101', { 'GET /sets/s2': never });
    await until(() => expect(cards()).toHaveLength(3));
    const link = screen.getByRole('link', { name: 'Sorting Basics' });
    expect(link).toHaveAttribute('href', '/study/s2');
    fireEvent.click(link);
    await until(() => expect(currentPath()).toBe('/study/s2'));
    expect(navigationState()).toEqual({ from: 'search', query: 'CSE101' });
  });

  it('offers to create a set for the class code when nothing is found', async () => {
    openResults('AM10', { 'GET /sets/search': () => json([]) });
    await until(() => expect(screen.getByRole('heading', { name: 'No flashcard sets found' })).toBeInTheDocument());
    const create = screen.getByRole('link', { name: 'Create a Set for AM10' });
    expect(create).toHaveAttribute('href', '/set-creator');
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(create);
    await until(() => expect(currentPath()).toBe('/set-creator'));
    expect(navigationState()).toEqual({ classCode: 'AM10' });
  });

  it('shows the failure with Try Again, which searches again', async () => {
    let attempts = 0;
    openResults('CSE101', {
      'GET /sets/search': () => (++attempts === 1 ? failure(400) : json(RESULTS)),
    });
    await until(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load search results. Please try again later.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await until(() => expect(cards()).toHaveLength(3));
    expect(attempts).toBe(2);
  });

  it('sends an address without a class code back to Find Sets', async () => {
    openResults(null);
    await until(() => expect(currentPath()).toBe('/search-sets'));
  });
});

describe('Search Results past one page', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      aSummary({ id: `p${from + i}`, title: `Review sheet ${from + i}`, likes: 500 - from - i }),
    );
  const page = (sets: unknown[], total: number) => {
    const response = json(sets);
    response.headers.set('x-total-count', String(total));
    return response;
  };

  it('counts every set found, shows the first 100, and loads the rest on request', async () => {
    let calls = 0;
    const api = openResults('CSE101', {
      'GET /sets/search': () => (++calls === 1 ? page(many(0, 100), 103) : page(many(100, 3), 103)),
    });
    await until(() =>
      expect(screen.getByRole('heading', { name: 'Found 103 public flashcard sets' })).toBeInTheDocument(),
    );
    expect(cards()).toHaveLength(100);
    expect(status()).toHaveTextContent('Showing 100 of 103 sets');
    fireEvent.change(filterInput(), { target: { value: 'sheet 9' } });
    expect(status()).toHaveTextContent('Showing 11 sets matching "sheet 9" in the first 100');
    fireEvent.change(filterInput(), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more sets' }));
    await until(() => expect(cards()).toHaveLength(103));
    expect(requested(api)).toContain(`/api/sets/search?classCode=CSE101&userId=${user.uid}&offset=100`);
    expect(titles().at(-1)).toBe('Review sheet 102');
    expect(status()).toHaveTextContent('Showing all 103 sets');
    expect(screen.queryByRole('button', { name: /more sets?$/ })).not.toBeInTheDocument();
  });

  it('says when the next page fails, and tries again on request', async () => {
    let calls = 0;
    let failing = true;
    openResults('CSE101', {
      'GET /sets/search': () =>
        ++calls === 1 ? page(many(0, 100), 150) : failing ? failure(500) : page(many(100, 50), 150),
    });
    await until(() => expect(cards()).toHaveLength(100));
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more sets' }));
    // A server error is asked again twice, a little later each time, before it shows.
    for (let second = 0; second < 10 && !screen.queryByRole('alert'); second++) await advance(1000);
    await until(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load more sets. Please try again.'),
    );
    expect(cards()).toHaveLength(100);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more sets' }));
    await until(() => expect(cards()).toHaveLength(150));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
