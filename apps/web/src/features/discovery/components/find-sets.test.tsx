import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath } from '../../../testing/render-app.tsx';
import { json, never } from '../../../testing/fake-api.ts';
import {
  advance,
  aSummary,
  classCodeInput,
  csv,
  DEFAULT_LIST,
  failure,
  navigationState,
  openAt,
  openFindSets,
  options,
  requested,
  SLOW_MACHINE_TIMEOUT,
  UCSC_LIST,
  until,
  user,
} from '../testing/discovery-kit.tsx';

const type = (value: string) => fireEvent.change(classCodeInput(), { target: { value } });
const findButton = () => screen.getByRole('button', { name: 'Find Flashcards' });

describe('Find Sets: class-code search', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('upper-cases the input and suggests at most eight codes, the exact code first', async () => {
    await openFindSets();
    classCodeInput().focus();
    type('cse 10');
    expect(classCodeInput()).toHaveValue('CSE 10');
    expect(options()).toEqual(['CSE 10', 'CSE 101', 'CSE 102', 'CSE 103', 'CSE 104', 'CSE 105', 'CSE 106', 'CSE 107']);
    expect(classCodeInput()).toHaveAttribute('aria-expanded', 'true');

    type('101');
    expect(options()).toEqual(['CSE 101']);
    type('cs');
    expect(options()).toHaveLength(8);
    expect(options()[0]).toBe('CSE 3');
    type('chem');
    expect(options()).toEqual([]);
    expect(classCodeInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the user’s university list', async () => {
    const api = await openFindSets();
    expect(requested(api)).toContain(UCSC_LIST);
    expect(requested(api)).not.toContain(DEFAULT_LIST);
  });

  it('falls back to the default list when the university has none, and for a user without one', async () => {
    const api = await openFindSets({
      [`GET ${UCSC_LIST}`]: () => new Response('', { status: 404 }),
      [`GET ${DEFAULT_LIST}`]: () => csv(['PHIL 9', 'PHYS 5']),
    });
    expect(requested(api)).toContain(DEFAULT_LIST);
    classCodeInput().focus();
    type('ph');
    expect(options()).toEqual(['PHIL 9', 'PHYS 5']);
  });

  it('navigates to the results 500 ms after a suggestion is chosen', async () => {
    await openFindSets();
    classCodeInput().focus();
    type('cse10');
    fireEvent.click(screen.getByRole('option', { name: 'CSE 101' }));
    expect(classCodeInput()).toHaveValue('CSE 101');
    expect(findButton()).toHaveAttribute('aria-busy', 'true');
    await advance(499);
    expect(currentPath()).toBe('/search-sets');
    await advance(1);
    await until(() => expect(currentPath()).toBe('/search-results'));
    expect(window.location.search).toBe('?q=CSE%20101');
  });

  it('chooses with the arrow keys and Enter', async () => {
    await openFindSets();
    classCodeInput().focus();
    type('am');
    fireEvent.keyDown(classCodeInput(), { key: 'ArrowDown' });
    fireEvent.keyDown(classCodeInput(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'AM100' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(classCodeInput(), { key: 'Enter' });
    await advance(500);
    await until(() => expect(window.location.search).toBe('?q=AM100'));
  });

  it('Find Flashcards searches the exact code in the list’s spelling', async () => {
    await openFindSets();
    type('cse101');
    fireEvent.click(findButton());
    expect(classCodeInput()).toHaveValue('CSE 101');
    await advance(500);
    await until(() => expect(window.location.search).toBe('?q=CSE%20101'));
  });

  it('auto-fills a single partial match when searching', async () => {
    await openFindSets();
    type('csre');
    fireEvent.click(findButton());
    expect(classCodeInput()).toHaveValue('CSRE 141S');
    await advance(500);
    await until(() => expect(window.location.search).toBe('?q=CSRE%20141S'));
  });

  it('refuses a code that is not in the list, or one of several, and does not navigate', async () => {
    await openFindSets();
    type('zzz');
    fireEvent.click(findButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid class code from the list');
    expect(classCodeInput()).toHaveAttribute('aria-invalid', 'true');

    type('cse 1');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(findButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid class code from the list');
    // The several matches stay offered to pick from.
    expect(options()).toContain('CSE 101');
    await advance(2000);
    expect(currentPath()).toBe('/search-sets');
    expect(classCodeInput()).toHaveValue('CSE 1');
  });

  it('on blur, clears a code with no match after 1.5 s', async () => {
    await openFindSets();
    classCodeInput().focus();
    type('zzz9');
    fireEvent.blur(classCodeInput());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid class code from the list');
    await advance(1499);
    expect(classCodeInput()).toHaveValue('ZZZ9');
    await advance(1);
    expect(classCodeInput()).toHaveValue('');
    expect(currentPath()).toBe('/search-sets');
  });

  it('typing again before the 1.5 s keeps the field', async () => {
    await openFindSets();
    type('zzz9');
    fireEvent.blur(classCodeInput());
    await advance(1000);
    type('CSE');
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1000);
    expect(classCodeInput()).toHaveValue('CSE');
  });

  it('on blur, auto-fills a single partial match and the list’s spelling, and keeps text with several matches', async () => {
    await openFindSets();
    type('math');
    fireEvent.blur(classCodeInput());
    expect(classCodeInput()).toHaveValue('MATH 19A');

    type('cse101');
    fireEvent.blur(classCodeInput());
    expect(classCodeInput()).toHaveValue('CSE 101');

    type('cse 1');
    fireEvent.blur(classCodeInput());
    await advance(2000);
    expect(classCodeInput()).toHaveValue('CSE 1');
    expect(screen.queryByRole('alert')).toBeNull();
    // Leaving the field never searches by itself.
    expect(currentPath()).toBe('/search-sets');
  });

  it('typing during the 500 ms pause cancels the navigation', async () => {
    await openFindSets();
    type('cse101');
    fireEvent.click(findButton());
    await advance(300);
    type('CSE 10');
    await advance(1000);
    expect(currentPath()).toBe('/search-sets');
  });

  it('searches a typed code as it is when the class-code list cannot be loaded', async () => {
    openAt('/search-sets', {
      [`GET ${UCSC_LIST}`]: () => new Response('', { status: 500 }),
    });
    await until(() => expect(classCodeInput()).toBeInTheDocument());
    // The static file is asked for three times (the query client's retries) before giving up.
    for (let i = 0; i < 4; i++) await advance(2000);
    await until(() => expect(screen.getByText(/Class code suggestions are unavailable/)).toBeInTheDocument());
    type(' cse  101 ');
    fireEvent.click(findButton());
    await advance(500);
    await until(() => expect(window.location.search).toBe('?q=CSE%20101'));
  });

  it('links to the set creator', async () => {
    await openFindSets();
    expect(screen.getByRole('link', { name: /Create your own set/ })).toHaveAttribute('href', '/set-creator');
  });
});

describe('Find Sets: Most Popular Sets', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  const popularPanel = () => screen.getByRole('region', { name: 'Most Popular Sets' });

  it('asks for the user’s university’s popular sets and shows them with real likes', async () => {
    const api = await openFindSets({
      'GET /sets/popular': () =>
        json([
          aSummary({ id: 'p1', title: 'Graph Algorithms', likes: 12 }),
          aSummary({ id: 'p2', title: 'Calculus Basics', classCode: 'AM10', likes: 0, username: null }),
        ]),
    });
    await until(() => expect(within(popularPanel()).getAllByRole('article')).toHaveLength(2));
    expect(requested(api)).toContain('/api/sets/popular?university=University+of+California%2C+Santa+Cruz');
    const [first, second] = within(popularPanel()).getAllByRole('article');
    expect(first).toHaveTextContent('Graph Algorithms');
    expect(within(first!).getByText('12 likes')).toBeInTheDocument();
    expect(within(second!).getByText('0 likes')).toBeInTheDocument();
    expect(within(second!).getByText('User k9x8w7')).toBeInTheDocument();
    expect(within(popularPanel()).getByText(user.university!)).toBeInTheDocument();
  });

  it('opens a popular set in the study view, marked as coming from popular sets', async () => {
    await openFindSets({
      'GET /sets/popular': () => json([aSummary({ id: 'p1', title: 'Graph Algorithms' })]),
      'GET /sets/p1': never,
    });
    const link = await until(() => screen.getByRole('link', { name: 'Graph Algorithms' }));
    expect(link).toHaveAttribute('href', '/study/p1');
    fireEvent.click(link);
    await until(() => expect(currentPath()).toBe('/study/p1'));
    expect(navigationState()).toEqual({ from: 'popular' });
  });

  it('says so while loading', async () => {
    await openFindSets({ 'GET /sets/popular': never });
    expect(within(popularPanel()).getByRole('status')).toHaveTextContent('Loading popular sets...');
  });

  it('invites the first set when the university has none', async () => {
    await openFindSets();
    await until(() =>
      expect(
        within(popularPanel()).getByText(
          'No popular sets available for University of California, Santa Cruz yet. Be the first to create one!',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('asks for every school’s popular sets for a user without a university', async () => {
    const api = openAt('/search-sets', { [`GET ${DEFAULT_LIST}`]: () => csv(['AM10']) }, { ...user, university: null });
    await until(() =>
      expect(screen.getByText('No popular sets available yet. Be the first to create one!')).toBeInTheDocument(),
    );
    expect(requested(api)).toContain('/api/sets/popular');
    expect(requested(api)).toContain(DEFAULT_LIST);
  });

  it('shows the failure with Try Again, never sample sets, and loads on retry', async () => {
    let attempts = 0;
    await openFindSets({
      'GET /sets/popular': () => (++attempts === 1 ? failure(400) : json([aSummary({ title: 'Now It Works' })])),
    });
    await until(() =>
      expect(within(popularPanel()).getByRole('alert')).toHaveTextContent('Failed to load popular sets'),
    );
    expect(within(popularPanel()).queryAllByRole('article')).toHaveLength(0);
    fireEvent.click(within(popularPanel()).getByRole('button', { name: 'Try Again' }));
    await until(() => expect(within(popularPanel()).getByText('Now It Works')).toBeInTheDocument());
    expect(attempts).toBe(2);
  });
});
