import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAuthPage, useFakeClock } from '../../features/auth/testing/render-auth-page.tsx';
import { sessionToken } from '../../lib/session-token.ts';
import { safeStorage, StorageKeys } from '../../lib/storage-keys.ts';
import { fakeApi, json, never, type FakeRequest } from '../../testing/fake-api.ts';
import { renderAppAt } from '../../testing/render-app.tsx';
import { aUser } from '../../testing/users.ts';
import SignupPage from './signup-page.tsx';

const SCHOOLS = [
  'Stanford University',
  'University of California, Berkeley',
  'University of California, Davis',
  'University of California, Los Angeles',
  'University of California, San Diego',
  'University of California, Santa Cruz',
  'University of California, Irvine',
];
const UCSC = 'University of California, Santa Cruz';

type Routes = Parameters<typeof fakeApi>[0];
const schoolList = { 'GET /data/schools.csv': () => new Response(SCHOOLS.join('\n')) };
const usernameFree = { 'POST /auth/check-username': () => json({ available: true }) };

function setup(routes: Routes = {}, options: { state?: unknown } = {}) {
  const api = fakeApi({ ...schoolList, ...usernameFree, ...routes });
  renderAuthPage(<SignupPage />, { path: '/signup', ...options });
  return api;
}

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' });
const university = () => screen.getByRole('combobox', { name: 'University' });
const createButton = () => screen.getByRole('button', { name: /^Create(ing)? Account/ });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const calls = (all: FakeRequest[], path: string) => all.filter((c) => c.path === path);

async function schoolsLoaded() {
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Create Account' })).toBeEnabled());
}

/** Fills a valid form and lets the username check run (fake timers). */
async function fillValidForm() {
  type(university(), UCSC);
  fireEvent.blur(university());
  type(field('Email'), 'ana@ucsc.edu');
  type(field('Username'), 'ana_b');
  type(field('Password'), 'secret1');
  await act(() => vi.advanceTimersByTimeAsync(500));
  await waitFor(() => expect(createButton()).toBeEnabled());
}

describe('Sign-up page', () => {
  it('shows the heading, a link to sign in and the account menu', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    for (const home of screen.getAllByRole('link', { name: 'CourseCards home' }))
      expect(home).toHaveAttribute('href', '/');
    const signIns = screen.getAllByRole('link', { name: 'Sign In' });
    expect(signIns.every((link) => link.getAttribute('href') === '/login')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await schoolsLoaded();
  });

  describe('university', () => {
    it('is prefilled from the landing page’s navigation state', async () => {
      safeStorage.set(StorageKeys.selectedSchool, 'Stanford University');
      setup({}, { state: { university: UCSC } });
      expect(university()).toHaveValue(UCSC);
      await schoolsLoaded();
    });

    it('is prefilled from local storage otherwise', async () => {
      safeStorage.set(StorageKeys.selectedSchool, 'Stanford University');
      setup();
      expect(university()).toHaveValue('Stanford University');
      await schoolsLoaded();
    });

    it('suggests at most five schools from the list, ignoring case, and takes a click', async () => {
      setup();
      await schoolsLoaded();
      type(university(), 'university of CALIFORNIA');
      const options = screen.getAllByRole('option');
      expect(options).toHaveLength(5);
      expect(university()).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseDown(screen.getByRole('option', { name: 'University of California, Davis' }));
      fireEvent.click(screen.getByRole('option', { name: 'University of California, Davis' }));
      expect(university()).toHaveValue('University of California, Davis');
      expect(screen.queryByRole('option')).toBeNull();
    });

    it('can be chosen with the arrow keys and Enter', async () => {
      setup();
      await schoolsLoaded();
      type(university(), 'santa');
      fireEvent.keyDown(university(), { key: 'ArrowDown' });
      expect(university()).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
      fireEvent.keyDown(university(), { key: 'Enter' });
      expect(university()).toHaveValue(UCSC);
    });

    it('takes the list’s spelling when typed in another case', async () => {
      setup();
      await schoolsLoaded();
      type(university(), 'stanford university');
      fireEvent.blur(university());
      expect(university()).toHaveValue('Stanford University');
      expect(screen.queryByText('Please select a valid university from the list')).toBeNull();
    });

    it('on blur refuses a school not in the list, clears it after 1.5 s and the message 3 s later', async () => {
      useFakeClock();
      setup();
      await schoolsLoaded();
      type(university(), 'Hogwarts');
      fireEvent.blur(university());
      expect(screen.getByText('Please select a valid university from the list')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1499));
      expect(university()).toHaveValue('Hogwarts');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(university()).toHaveValue('');
      expect(screen.getByText('Please select a valid university from the list')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(screen.getByText('Please select a valid university from the list')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByText('Please select a valid university from the list')).toBeNull();
    });

    it('is required', async () => {
      const api = setup();
      await schoolsLoaded();
      type(field('Email'), 'ana@ucsc.edu');
      type(field('Password'), 'secret1');
      fireEvent.click(createButton());
      expect(screen.getByText('Please enter your university')).toBeInTheDocument();
      expect(calls(api.calls, '/auth/signup')).toEqual([]);
    });

    it('lets a student request a missing university', async () => {
      const api = setup({ 'POST /universities/request': () => json({ ok: true }, 201) });
      await schoolsLoaded();
      type(university(), 'Miskatonic University');
      type(field('Email'), 'ana@ucsc.edu');
      fireEvent.click(screen.getByRole('button', { name: 'Request it' }));
      const dialog = screen.getByRole('dialog', { name: 'Request a university' });
      expect(within(dialog).getByLabelText('University name')).toHaveValue('Miskatonic University');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Thanks! We received your request');
      expect(calls(api.calls, '/universities/request')[0]?.body).toEqual({
        name: 'Miskatonic University',
        email: 'ana@ucsc.edu',
      });
    });
  });

  describe('username', () => {
    it('strips anything but letters, digits and underscore as typed', async () => {
      setup();
      await schoolsLoaded();
      type(field('Username'), 'ana b-é!_1');
      expect(field('Username')).toHaveValue('anab_1');
    });

    it('is checked once, 500 ms after typing stops, and the button waits for it', async () => {
      useFakeClock();
      let answer: (r: Response) => void = () => undefined;
      const api = setup({
        'POST /auth/check-username': () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await schoolsLoaded();
      type(field('Username'), 'ana');
      await act(() => vi.advanceTimersByTimeAsync(300));
      type(field('Username'), 'ana_b');
      expect(createButton()).toBeDisabled(); // 3+ characters, not confirmed yet
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(calls(api.calls, '/auth/check-username')).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(calls(api.calls, '/auth/check-username').map((c) => c.body)).toEqual([{ username: 'ana_b' }]);
      expect(createButton()).toBeDisabled(); // checking
      await act(async () => answer(json({ available: true })));
      expect(await screen.findByText('Username is available')).toBeInTheDocument();
      expect(createButton()).toBeEnabled();
    });

    it('says when the name is taken and keeps the button disabled', async () => {
      useFakeClock();
      setup({ 'POST /auth/check-username': () => json({ available: false }) });
      await schoolsLoaded();
      type(field('Username'), 'maya_chen');
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(await screen.findByText('Username already taken')).toBeInTheDocument();
      expect(createButton()).toBeDisabled();
    });

    it.each([
      [
        'a server failure',
        () => json({ message: 'Boom', code: 'internal_error' }, 500),
        'Error checking username availability',
      ],
      ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Connection error. Please try again.'],
      [
        'a rate limit',
        () => json({ message: 'Too many attempts. Please wait 5 minutes and try again.', code: 'rate_limited' }, 429),
        'Too many attempts. Please wait 5 minutes and try again.',
      ],
    ])('explains %s of the check', async (_case, handler, message) => {
      useFakeClock();
      setup({ 'POST /auth/check-username': handler });
      await schoolsLoaded();
      type(field('Username'), 'ana_b');
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(createButton()).toBeDisabled();
    });

    it('never checks a name under three characters, and says so on submit', async () => {
      useFakeClock();
      const api = setup();
      await schoolsLoaded();
      type(university(), UCSC);
      type(field('Email'), 'ana@ucsc.edu');
      type(field('Username'), 'ab');
      type(field('Password'), 'secret1');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(calls(api.calls, '/auth/check-username')).toEqual([]);
      expect(createButton()).toBeEnabled();
      fireEvent.click(createButton());
      expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
      expect(calls(api.calls, '/auth/signup')).toEqual([]);
    });
  });

  it('asks for a password of six characters or more', async () => {
    useFakeClock();
    const api = setup();
    await schoolsLoaded();
    await fillValidForm();
    type(field('Password'), 'short');
    fireEvent.click(createButton());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls(api.calls, '/auth/signup')).toEqual([]);
  });

  it('shows and hides the password', async () => {
    setup();
    await schoolsLoaded();
    expect(field('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it('keeps Create Account disabled while the universities load', () => {
    fakeApi({ 'GET /data/schools.csv': never });
    renderAuthPage(<SignupPage />, { path: '/signup' });
    expect(createButton()).toBeDisabled();
  });

  it('opens the Terms of Service and Privacy Policy', async () => {
    setup({ 'GET /config': () => json({ contactEmail: 'help@coursecards.test', googleSignIn: false }) });
    await schoolsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Terms of Service' })).getByRole('button', { name: 'Close' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/help@coursecards\.test/).length).toBeGreaterThan(0));
  });

  describe('submitting', () => {
    it('creates the account in two steps, signs in and opens Created Sets with the welcome', async () => {
      useFakeClock();
      const user = aUser({ username: 'ana_b', email: 'ana@ucsc.edu', university: UCSC });
      let finish: (r: Response) => void = () => undefined;
      const api = setup({
        'POST /auth/signup': () => json({ uid: 'u1', signupToken: 'step-one' }, 201),
        'POST /auth/signup/complete': () => new Promise<Response>((resolve) => (finish = resolve)),
      });
      await schoolsLoaded();
      await fillValidForm();
      type(university(), 'university of california, santa cruz');
      fireEvent.click(createButton());
      expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
      await waitFor(() => expect(calls(api.calls, '/auth/signup/complete')).toHaveLength(1));
      expect(calls(api.calls, '/auth/signup')[0]?.body).toEqual({
        email: 'ana@ucsc.edu',
        password: 'secret1',
        username: 'ana_b',
      });
      expect(calls(api.calls, '/auth/signup/complete')[0]?.body).toEqual({
        email: 'ana@ucsc.edu',
        university: UCSC,
        fieldOfStudy: '',
        signupToken: 'step-one',
      });
      await act(async () => finish(json({ token: 'session-1', user })));
      await waitFor(() => expect(currentLocation()).toEqual({ path: '/created-sets', state: { welcome: true } }));
      expect(sessionToken.get()).toBe('session-1');
    });

    it.each([
      [
        'the server’s message',
        {
          'POST /auth/signup': () =>
            json({ message: 'An account with this email already exists', code: 'conflict' }, 409),
        },
        'An account with this email already exists',
      ],
      [
        'a rate limit',
        {
          'POST /auth/signup': () =>
            json({ message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'rate_limited' }, 429),
        },
        'Too many attempts. Please wait 15 minutes and try again.',
      ],
      [
        '"Signup failed"',
        { 'POST /auth/signup': () => json({ message: 'x', code: 'internal_error' }, 500) },
        'Signup failed',
      ],
      [
        '"Failed to initialize signup"',
        { 'POST /auth/signup': () => json({ uid: 'u1' }, 201) },
        'Failed to initialize signup',
      ],
      [
        'step two’s message',
        {
          'POST /auth/signup': () => json({ uid: 'u1', signupToken: 't' }, 201),
          'POST /auth/signup/complete': () => json({ message: 'Failed to complete signup', code: 'forbidden' }, 403),
        },
        'Failed to complete signup',
      ],
      [
        '"Failed to complete signup" without a session',
        {
          'POST /auth/signup': () => json({ uid: 'u1', signupToken: 't' }, 201),
          'POST /auth/signup/complete': () => json({ token: 'only-a-token' }),
        },
        'Failed to complete signup',
      ],
      [
        '"Failed to complete signup" on a lost connection',
        {
          'POST /auth/signup': () => json({ uid: 'u1', signupToken: 't' }, 201),
          'POST /auth/signup/complete': () => Promise.reject(new TypeError('Failed to fetch')),
        },
        'Failed to complete signup',
      ],
    ])('shows %s when it fails', async (_case, routes: Routes, message) => {
      useFakeClock();
      setup(routes);
      await schoolsLoaded();
      await fillValidForm();
      fireEvent.click(createButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(createButton()).toHaveTextContent('Create Account');
      expect(sessionToken.get()).toBeNull();
    });

    it('keeps the welcome flag through the app’s public-only guard', async () => {
      useFakeClock();
      fakeApi({
        ...schoolList,
        ...usernameFree,
        'POST /auth/signup': () => json({ uid: 'u1', signupToken: 'step-one' }, 201),
        'POST /auth/signup/complete': () => json({ token: 'session-1', user: aUser() }),
      });
      renderAppAt('/signup');
      await screen.findByRole('heading', { name: 'Welcome!' });
      await schoolsLoaded();
      await fillValidForm();
      fireEvent.click(createButton());
      await waitFor(() => expect(window.location.pathname).toBe('/created-sets'));
      expect((window.history.state as { usr?: unknown } | null)?.usr).toEqual({ welcome: true });
    });

    it('retries only the second step when the first succeeded', async () => {
      useFakeClock();
      let attempt = 0;
      const api = setup({
        'POST /auth/signup': () => json({ uid: 'u1', signupToken: 'step-one' }, 201),
        'POST /auth/signup/complete': () =>
          ++attempt === 1
            ? json({ message: 'Please select a valid university from the list', code: 'validation_error' }, 400)
            : json({ token: 'session-2', user: aUser() }),
      });
      await schoolsLoaded();
      await fillValidForm();
      fireEvent.click(createButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid university from the list');
      fireEvent.click(createButton());
      await waitFor(() => expect(currentLocation().path).toBe('/created-sets'));
      expect(calls(api.calls, '/auth/signup')).toHaveLength(1);
      expect(calls(api.calls, '/auth/signup/complete')).toHaveLength(2);
    });
  });
});
