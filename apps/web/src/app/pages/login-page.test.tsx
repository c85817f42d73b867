import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderAuthPage } from '../../features/auth/testing/render-auth-page.tsx';
import { sessionToken } from '../../lib/session-token.ts';
import { fakeApi, json, never } from '../../testing/fake-api.ts';
import { aUser } from '../../testing/users.ts';
import LoginPage from './login-page.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const logIn = () => fireEvent.click(screen.getByRole('button', { name: /^(Log In|Processing\.\.\.)$/ }));

function renderLogin() {
  renderAuthPage(<LoginPage />, { path: '/login' });
}

describe('Login page', () => {
  it('shows the heading and the Forgot Password and Sign Up links', () => {
    fakeApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    for (const link of screen.getAllByRole('link', { name: 'Sign Up' }))
      expect(link).toHaveAttribute('href', '/signup');
  });

  it.each([
    ['both fields empty', '', ''],
    ['no password', 'maya@ucsc.edu', ''],
    ['no email', '   ', 'secret1'],
  ])('asks for both fields (%s)', (_case, email, password) => {
    const { calls } = fakeApi({});
    renderLogin();
    type('Email', email);
    type('Password', password);
    logIn();
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(calls).toEqual([]);
  });

  it('signs in and opens Created Sets', async () => {
    const { calls } = fakeApi({ 'POST /auth/login': () => json({ token: 'session-1', user: aUser() }) });
    renderLogin();
    type('Email', ' maya@ucsc.edu ');
    type('Password', 'secret1');
    logIn();
    await waitFor(() => expect(currentLocation().path).toBe('/created-sets'));
    expect(calls[0]?.body).toEqual({ email: 'maya@ucsc.edu', password: 'secret1' });
    expect(sessionToken.get()).toBe('session-1');
  });

  it('signs in and opens Today when a review is due (the review API loads on sign-in)', async () => {
    const { calls } = fakeApi({
      'POST /auth/login': () => json({ token: 'session-1', user: aUser() }),
      'GET /review/due': () => json({ cards: [], totalDue: 3, newAvailable: 0 }),
    });
    renderLogin();
    type('Email', 'maya@ucsc.edu');
    type('Password', 'secret1');
    logIn();
    await waitFor(() => expect(currentLocation().path).toBe('/today'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/login', 'GET /review/due']);
    expect(calls[1]?.headers.authorization).toBe('Bearer session-1');
  });

  it('shows "Processing..." while signing in', async () => {
    fakeApi({ 'POST /auth/login': never });
    renderLogin();
    type('Email', 'maya@ucsc.edu');
    type('Password', 'secret1');
    logIn();
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it.each([
    [
      'the server’s message',
      () => json({ message: 'Invalid email or password', code: 'unauthenticated' }, 401),
      'Invalid email or password',
    ],
    [
      'a rate limit',
      () => json({ message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'rate_limited' }, 429),
      'Too many attempts. Please wait 15 minutes and try again.',
    ],
    [
      'the fallback for a server fault',
      () => json({ message: 'x', code: 'internal_error' }, 500),
      'Login failed. Please try again.',
    ],
    [
      'the fallback for a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Login failed. Please try again.',
    ],
    ['a missing token', () => json({ user: aUser() }), 'No authentication token received'],
    ['a missing user', () => json({ token: 'session-1' }), 'No authentication token received'],
  ])('shows %s', async (_case, handler, message) => {
    fakeApi({ 'POST /auth/login': handler });
    renderLogin();
    type('Email', 'maya@ucsc.edu');
    type('Password', 'wrong-password');
    logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(sessionToken.get()).toBeNull();
    expect(currentLocation().path).toBe('/login');
  });

  it('shows and hides the password', () => {
    fakeApi({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
  });
});
