import { EmailVerificationMessages } from '@coursecards/shared/constants/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderAuthPage } from '../../features/auth/testing/render-auth-page.tsx';
import { sessionToken } from '../../lib/session-token.ts';
import { fakeApi, json, never } from '../../testing/fake-api.ts';
import { renderAppAt } from '../../testing/render-app.tsx';
import { aUser } from '../../testing/users.ts';
import VerifyEmailPage from './verify-email-page.tsx';

function renderPage(url = '/verify-email?token=link-token', state?: unknown) {
  renderAuthPage(<VerifyEmailPage />, { path: '/verify-email', url, state });
}

/** The status line once it says `text` (it says "Confirming…" first). */
const statusSays = (text: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
const verified = () => json({ message: EmailVerificationMessages.verified, emailVerified: true });

describe('Verify email page', () => {
  it('confirms the address once, says so, and takes the token out of the address bar', async () => {
    const { calls } = fakeApi({ 'POST /auth/verify-email': verified });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    await statusSays('Your email address is verified.');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'link-token' } })]);
    // No session is sent with it: the link proves the mailbox, whoever opens it.
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(currentLocation()).toEqual({ path: '/verify-email', state: { verifyToken: 'link-token' } });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows that it is at work meanwhile', () => {
    fakeApi({ 'POST /auth/verify-email': never });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address...');
  });

  it('tells a used link (the address is verified) from an expired or unknown one', async () => {
    fakeApi({
      'POST /auth/verify-email': () => json({ message: EmailVerificationMessages.used, code: 'validation_error' }, 400),
    });
    renderPage();
    await statusSays(EmailVerificationMessages.used);
  });

  it.each([EmailVerificationMessages.expired, EmailVerificationMessages.invalid])(
    'explains a refused link: %s',
    async (message) => {
      fakeApi({ 'POST /auth/verify-email': () => json({ message, code: 'validation_error' }, 400) });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('explains a link without a token and asks nothing of the server', () => {
    const { calls } = fakeApi({});
    renderPage('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(calls).toEqual([]);
  });

  it('opened signed in: is not taken for a session link, and the app learns the address is verified', async () => {
    sessionToken.set('good-token');
    let proven = false;
    const { calls } = fakeApi({
      'GET /auth/verify-token': () => json({ success: true, user: aUser({ emailVerified: proven }) }),
      'POST /auth/verify-email': () => {
        proven = true;
        return verified();
      },
    });
    renderAppAt('/verify-email?token=link-token');
    await statusSays('Your email address is verified.');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    // The session is asked again rather than assumed proven: the link may have been another account's.
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'GET /auth/verify-token',
        'POST /auth/verify-email',
        'GET /auth/verify-token',
      ]),
    );
    expect(sessionToken.get()).toBe('good-token');
  });
});
