import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { SchoolSearch, STATIC_PLACEHOLDER } from './school-search.tsx';

const schools = [
  'Stanford University',
  'University of California, Berkeley',
  'University of California, Los Angeles',
  'University of California, Santa Cruz',
  'University of Michigan - Ann Arbor',
];
const counts = { 'University of California, Santa Cruz': 12, 'Stanford University': 1 };

function SignupProbe() {
  const location = useLocation();
  return <p data-testid="signup">{JSON.stringify(location.state)}</p>;
}

function renderSearch({ list, loading = false }: { list?: string[]; loading?: boolean } = { list: schools }) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SchoolSearch schools={list} loading={loading} />} />
          <Route path="/signup" element={<SignupProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fakeSearchApi(logSearch: () => Response | Promise<Response> = () => json({ ok: true }, 201)) {
  return fakeApi({
    'GET /schools/set-counts': () => json({ counts }),
    'POST /logRoutes/logSearch': logSearch,
  });
}

/** A browser that does not ask for reduced motion. */
function allowMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

/** Advances the clock a millisecond at a time, letting React render and schedule between them. */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

const input = () => screen.getByRole('combobox', { name: 'Find your school' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('SchoolSearch suggestions', () => {
  it('suggests the school behind an alias, with its real public set count', async () => {
    fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('ucsc');
    const option = await screen.findByRole('option', { name: /University of California, Santa Cruz/ });
    expect(await within(option).findByText('12 sets')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });
  });

  it('reads "1 set", words a school with none as an invitation (the real 0), and shows at most five suggestions', async () => {
    fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('stanford');
    expect(await screen.findByText('1 set')).toBeInTheDocument();
    type('university');
    expect(await screen.findAllByText('0 sets yet · be the first to share one')).toHaveLength(3);
    expect(screen.queryByText('0 sets')).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('offers a school that is not in the list as "Create", marked "New School", without a count', async () => {
    fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('Hogwarts School');
    const option = screen.getByRole('option', { name: /Create “Hogwarts School”/ });
    expect(within(option).getByText('New School')).toBeInTheDocument();
    expect(within(option).getByText('Not on our list yet: sign up and request it')).toBeInTheDocument();
    expect(within(option).queryByText(/sets?$/)).toBeNull();
  });

  it('moves through options with the arrow keys and closes the list with Escape', () => {
    fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('uc');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveValue('');
  });

  it('waits for the school list: the input is disabled while it loads', () => {
    fakeSearchApi();
    renderSearch({ loading: true });
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});

describe('SchoolSearch search flow', () => {
  it('keeps the button disabled for blank text, and sends nothing', () => {
    const { calls } = fakeSearchApi();
    renderSearch();
    type('   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    fireEvent.submit(input().closest('form')!);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('on Enter logs the search, remembers the school and goes to /signup 600 ms later', async () => {
    vi.useFakeTimers();
    const { calls } = fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('ucsc');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(input().closest('form')!); // what the browser does for an Enter without a chosen option
    const school = 'University of California, Santa Cruz';
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ body: { school } })]);
    expect(safeStorage.get(StorageKeys.selectedSchool)).toBe(school);
    expect(safeStorage.get(StorageKeys.searchSchool)).toBe(school);
    expect(screen.queryByTestId('signup')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('signup')).toHaveTextContent(JSON.stringify({ university: school }));
  });

  it('choosing a suggestion with the keyboard searches for it', async () => {
    vi.useFakeTimers();
    const { calls } = fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('berk');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('University of California, Berkeley');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ school: 'University of California, Berkeley' });
    expect(screen.getByTestId('signup')).toHaveTextContent('University of California, Berkeley');
  });

  it('clicking a suggestion searches for it', async () => {
    vi.useFakeTimers();
    fakeSearchApi();
    renderSearch();
    fireEvent.focus(input());
    type('stan');
    fireEvent.click(screen.getByRole('option', { name: /Stanford University/ }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(safeStorage.get(StorageKeys.selectedSchool)).toBe('Stanford University');
    expect(screen.getByTestId('signup')).toBeInTheDocument();
  });

  it('goes on to sign-up when logging fails, and only logs the failure', async () => {
    vi.useFakeTimers();
    fakeSearchApi(() => json({ message: 'Too many attempts.', code: 'rate_limited' }, 429));
    renderSearch();
    type('Stanford University');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(/Could not log the school search/),
      expect.anything(),
    );
    expect(screen.getByTestId('signup')).toHaveTextContent('Stanford University');
  });

  it('does not remember a school outside the list, forgets an earlier one, and hands the name to sign-up for a request', async () => {
    vi.useFakeTimers();
    safeStorage.set(StorageKeys.selectedSchool, 'Stanford University');
    safeStorage.set(StorageKeys.searchSchool, 'Stanford University');
    const { calls } = fakeSearchApi();
    renderSearch();
    type('  Hogwarts   School ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ school: 'Hogwarts School' });
    expect(safeStorage.get(StorageKeys.selectedSchool)).toBeNull();
    expect(safeStorage.get(StorageKeys.searchSchool)).toBeNull();
    expect(screen.getByTestId('signup')).toHaveTextContent('{"requestedSchool":"Hogwarts School"}');
  });
});

describe('SchoolSearch placeholder', () => {
  const placeholder = () => input().getAttribute('placeholder');

  it('types the sample schools, pauses, deletes, and types the next', async () => {
    vi.useFakeTimers();
    allowMotion();
    fakeSearchApi();
    renderSearch();
    expect(placeholder()).toBe('');
    await advance(100);
    expect(placeholder()).toBe('U');
    await advance(300);
    expect(placeholder()).toBe('UCLA');
    await advance(1999);
    expect(placeholder()).toBe('UCLA');
    await advance(51);
    expect(placeholder()).toBe('UCL');
    await advance(150);
    expect(placeholder()).toBe('');
    await advance(100);
    expect(placeholder()).toBe('U');
    await advance(100);
    expect(placeholder()).toBe('UC');
  });

  it('stops while the input has focus or text, and resumes after', async () => {
    vi.useFakeTimers();
    allowMotion();
    fakeSearchApi();
    renderSearch();
    await advance(200);
    expect(placeholder()).toBe('UC');
    fireEvent.focus(input());
    expect(placeholder()).toBe('Type your school’s name');
    fireEvent.blur(input());
    type('Stan');
    await advance(1000);
    type('');
    expect(placeholder()).toBe('UC');
    await advance(100);
    expect(placeholder()).toBe('UCL');
  });

  it('is a static text for reduced motion', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeSearchApi();
    renderSearch();
    await advance(3000);
    expect(placeholder()).toBe(STATIC_PLACEHOLDER);
  });
});
