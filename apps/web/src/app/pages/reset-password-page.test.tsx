import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAuthPage, useFakeClock } from '../../features/auth/testing/render-auth-page.tsx';
import { sessionToken } from '../../lib/session-token.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderAppAt } from '../../testing/render-app.tsx';
import { aUser } from '../../testing/users.ts';
import ResetPasswordPage from './reset-password-page.tsx';

const USED = 'This reset link has already been used. Please request a new one.';
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Set New Password|Processing\.\.\.)$/ }));

function renderPage(url = '/reset-password?token=link-token', state?: unknown) {
  renderAuthPage(<ResetPasswordPage />, { path: '/reset-password', url, state });
}

function fillPasswords(password = 'new-secret', confirm = password) {
  type('New password', password);
  type('Confirm new password', confirm);
}

describe('Reset password page', () => {
  it('takes the token out of the address bar at once', async () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe('/reset-password'));
    expect(currentLocation().state).toEqual({ resetToken: 'link-token' });
  });

  it('is not mistaken for a session link by the app (no token exchange) and cleans the real address bar', async () => {
    const { calls } = fakeApi({});
    renderAppAt('/reset-password?token=link-token');
    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(calls).toEqual([]);
  });

  it('sets the new password, signs in and opens Created Sets shortly after', async () => {
    useFakeClock();
    const { calls } = fakeApi({ 'POST /auth/reset-password': () => json({ token: 'session-9', user: aUser() }) });
    renderPage();
    fillPasswords();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent("Your password has been reset and you're signed in.");
    expect(calls[0]?.body).toEqual({ token: 'link-token', password: 'new-secret' });
    expect(sessionToken.get()).toBe('session-9');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(currentLocation().path).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation().path).toBe('/created-sets');
  });

  it('works after a reload, with the token kept in history state', async () => {
    const { calls } = fakeApi({ 'POST /auth/reset-password': () => json({ token: 'session-9', user: aUser() }) });
    renderPage('/reset-password', { resetToken: 'kept-token' });
    fillPasswords();
    submit();
    await screen.findByRole('status');
    expect(calls[0]?.body).toEqual({ token: 'kept-token', password: 'new-secret' });
  });

  it('asks for six characters or more and the same password twice', () => {
    const { calls } = fakeApi({});
    renderPage();
    fillPasswords('short');
    submit();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    fillPasswords('new-secret', 'new-secreT');
    submit();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows and hides each password', () => {
    fakeApi({});
    renderPage();
    const [first] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(first!);
    expect(field('New password')).toHaveAttribute('type', 'text');
    expect(field('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it.each([
    USED,
    'This reset link has expired. Please request a new one.',
    'This reset link is not valid. Please request a new one.',
  ])('explains a refused link (%s) and offers a new one', async (message) => {
    fakeApi({ 'POST /auth/reset-password': () => json({ message, code: 'validation_error' }, 400) });
    renderPage();
    fillPasswords();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set New Password' })).toBeNull();
    expect(sessionToken.get()).toBeNull();
  });

  it('shows a rate limit as the server words it, and lets the user try again later', async () => {
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    fakeApi({ 'POST /auth/reset-password': () => json({ message, code: 'rate_limited' }, 429) });
    renderPage();
    fillPasswords();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Set New Password' })).toBeEnabled();
  });

  it('explains a link without a token and offers a new one', () => {
    fakeApi({});
    renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
