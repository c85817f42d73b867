import { Timings } from '@coursecards/shared/constants/limits';
import { EMAIL_IN_USE_MESSAGE } from '@coursecards/shared/schemas/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { sessionToken } from '../../../../lib/session-token.ts';
import { fakeApi, json, never } from '../../../../testing/fake-api.ts';
import { aUser } from '../../../../testing/users.ts';
import { AuthProvider } from '../../auth-context.tsx';
import { POPUP_CLOSE_GRACE_MS, POPUP_POLL_MS } from '../lib/google-popup.ts';
import { googleProfile, popupSuccess, stubWindowOpen } from '../testing/fake-popup.ts';
import { GoogleSignInButton, type GoogleSignInButtonProps } from './google-sign-in-button.tsx';

const UCSC = 'University of California, Santa Cruz';
const config = (googleSignIn = true) => json({ contactEmail: 'support@coursecards.app', googleSignIn });
const session = { token: 'session-token-abcdefghijklmnop', user: aUser({ email: googleProfile.email }) };

function Where() {
  const location = useLocation();
  return <output data-testid="where" data-path={location.pathname} data-state={JSON.stringify(location.state)} />;
}

function renderButton(props: GoogleSignInButtonProps, page = props.mode === 'signup' ? '/signup' : '/login') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[page]}>
        <AuthProvider>
          <Where />
          <Routes>
            <Route path={page} element={<GoogleSignInButton {...props} />} />
            <Route path="*" element={null} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').dataset.path;
const button = () => screen.getByRole('button', { name: 'Continue with Google' });

/** Points at the button, which asks for the server's settings, and clicks once they are known. */
async function clickWhenReady(calls: { path: string }[]) {
  fireEvent.pointerEnter(button());
  await waitFor(() => expect(calls.some((c) => c.path === '/config')).toBe(true));
  // Let the answer be read (a macrotask: the body is parsed asynchronously).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.click(button());
}

describe('GoogleSignInButton: before the popup', () => {
  it('shows "Continue with Google" with the Google mark', () => {
    fakeApi({ 'GET /config': () => config() });
    renderButton({ mode: 'login' });
    expect(button()).toBeEnabled();
    expect(button().querySelector('svg')).not.toBeNull();
  });

  it('asks for the server’s settings only when the pointer or the focus reaches the button', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config() });
    renderButton({ mode: 'login' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toEqual([]);
    fireEvent.focus(button());
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/config']));
  });

  it('a click before the settings are known opens the popup, whose page has the last word', async () => {
    const { calls } = fakeApi({ 'GET /config': never });
    const { open, popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    fireEvent.click(button());
    expect(open).toHaveBeenCalledTimes(1);
    popup.post({ type: 'coursecards:google', error: 'Google sign-in is not configured on this server' });
    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/config']);
  });

  it('sign-up needs a university first, and opens no popup', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config() });
    const { open } = stubWindowOpen();
    renderButton({ mode: 'signup', university: undefined });
    await clickWhenReady(calls);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your university before continuing with Google');
    expect(open).not.toHaveBeenCalled();
  });

  it('takes "select your university" away once a university is chosen', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config() });
    stubWindowOpen();
    // The sign-up form's part: the university chosen after the click, the button kept.
    function Form() {
      const [university, setUniversity] = useState<string | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setUniversity('Stanford University')}>
            Choose Stanford
          </button>
          <GoogleSignInButton mode="signup" university={university} />
        </>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/signup']}>
          <AuthProvider>
            <Form />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await clickWhenReady(calls);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your university');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Stanford' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button()).toBeInTheDocument();
  });

  it('explains, instead of opening a popup, that the server has no Google settings', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config(false) });
    const { open } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    const note = await screen.findByText('Google sign-in is not configured on this server.');
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
  });

  it('a blocked popup: "Popup was blocked by the browser. Please allow popups for this site."', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config() });
    const { open } = stubWindowOpen('blocked');
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    expect(open).toHaveBeenCalledWith('/api/auth/google/start', 'coursecards-google', expect.stringContaining('popup'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Popup was blocked by the browser. Please allow popups for this site.',
    );
  });
});

describe('GoogleSignInButton: the popup', () => {
  it('closed before it answers: "Sign in was cancelled"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({ 'GET /config': () => config() });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    expect(button()).toBeDisabled();
    popup.closeByUser();
    await act(() => vi.advanceTimersByTimeAsync(POPUP_POLL_MS + POPUP_CLOSE_GRACE_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in was cancelled');
    expect(button()).toBeEnabled();
  });

  it.each([
    ['cancelled', 'Sign in was cancelled'],
    [
      'This sign-in attempt has expired. Please try again.',
      'Sign in failed: This sign-in attempt has expired. Please try again.',
    ],
    ['Google sign-in is not configured on this server', 'Google sign-in is not configured on this server.'],
  ])('reports the popup’s error “%s” as “%s”', async (error, shown) => {
    const { calls } = fakeApi({ 'GET /config': () => config() });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    popup.post({ type: 'coursecards:google', error });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(popup.closed).toBe(true);
  });

  it('ignores messages from another origin or another window', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config(), 'POST /auth/google-login': () => json(session) });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    popup.post(popupSuccess, { origin: 'https://evil.example' });
    popup.post(popupSuccess, { source: null });
    popup.post({ type: 'something-else' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls.map((c) => c.path)).not.toContain('/auth/google-login');
    expect(button()).toBeDisabled();
    popup.post(popupSuccess);
    await waitFor(() => expect(where()).toBe('/created-sets'));
  });
});

describe('GoogleSignInButton on the login page', () => {
  it('logs in with the popup’s token and goes to /created-sets', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config(), 'POST /auth/google-login': () => json(session) });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    await waitFor(() => expect(where()).toBe('/created-sets'));
    expect(calls.find((c) => c.path === '/auth/google-login')?.body).toEqual({
      email: googleProfile.email,
      token: popupSuccess.idToken,
    });
    expect(calls.map((c) => c.path)).not.toContain('/auth/check-existing-account');
    expect(sessionToken.get()).toBe(session.token);
  });

  it.each([
    [
      'the server does not know the account',
      json({ message: 'User not found. Please complete the signup process.', code: 'not_found' }, 404),
      'No account found with this Google email. Please sign up first or try a different account.',
    ],
    [
      'the e-mail has another kind of account',
      json(
        {
          message: 'An account already exists with the same email address but different sign-in credentials.',
          code: 'conflict',
        },
        409,
      ),
      'An account already exists with the same email address but different sign-in credentials.',
    ],
    [
      'the server answers without a token',
      json({ user: session.user }),
      'No authentication token received from server',
    ],
    [
      'the server fails',
      json({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, 500),
      'Failed to authenticate with Google. Please try again.',
    ],
    [
      'the answer is not JSON',
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      'Server error: 502 Bad Gateway',
    ],
  ])('when %s it says so, and keeps no token', async (_case, answer, shown) => {
    sessionToken.set('stale-token-abcdefghijklmnop');
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/google-login': () => answer,
      // The stale token is checked at start; it is no longer valid.
      'GET /auth/verify-token': () => json({ message: 'Please log in to continue', code: 'unauthenticated' }, 401),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(sessionToken.get()).toBeNull();
    expect(where()).toBe('/login');
  });

  it('a network failure: "Failed to authenticate with Google. Please try again."', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/google-login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'login' });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to authenticate with Google. Please try again.');
  });

  it('hands errors to onError instead of showing them, when the page asks', async () => {
    const onError = vi.fn();
    const { calls } = fakeApi({ 'GET /config': () => config() });
    stubWindowOpen('blocked');
    renderButton({ mode: 'login', onError });
    await clickWhenReady(calls);
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('Popup was blocked by the browser. Please allow popups for this site.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('GoogleSignInButton on the sign-up page', () => {
  it('a new Google account signs up with the university, then lands on /created-sets with the welcome', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ accountExists: false, hasGoogleProvider: false, hasFirestoreData: false }),
      'POST /auth/google-signup': () => json(session, 201),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    await waitFor(() => expect(where()).toBe('/created-sets'));
    expect(JSON.parse(screen.getByTestId('where').dataset.state!)).toEqual({ welcome: true });
    expect(calls.find((c) => c.path === '/auth/check-existing-account')?.body).toEqual({ email: googleProfile.email });
    expect(calls.find((c) => c.path === '/auth/google-signup')?.body).toEqual({
      ...googleProfile,
      university: UCSC,
      token: popupSuccess.idToken,
      isNewSignup: true,
    });
    expect(calls.map((c) => c.path)).not.toContain('/auth/google-login');
    expect(sessionToken.get()).toBe(session.token);
  });

  it('an e-mail registered with a password: the emailInUse text', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ accountExists: true, hasGoogleProvider: false, hasFirestoreData: true }),
      'POST /auth/google-signup': () =>
        json({ message: EMAIL_IN_USE_MESSAGE, code: 'conflict', emailInUse: true }, 409),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered with a different authentication method. Please use a different email or sign in with your existing account.',
    );
    expect(calls.find((c) => c.path === '/auth/google-signup')?.body).toMatchObject({ isNewSignup: false });
  });

  it('the server refuses the university: its message as given', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ accountExists: false, hasGoogleProvider: false, hasFirestoreData: false }),
      'POST /auth/google-signup': () =>
        json({ message: 'Please select a valid university from the list', code: 'validation_error' }, 400),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: 'Hogwarts' });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid university from the list');
  });

  it('an existing Google account: "Existing Account Found!" waits for the real login, shows success, fades, then goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answerLogin: (response: Response) => void = () => undefined;
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ accountExists: true, hasGoogleProvider: true, hasFirestoreData: true }),
      'POST /auth/google-login': () => new Promise<Response>((resolve) => (answerLogin = resolve)),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);

    const dialog = await screen.findByRole('dialog', { name: 'Existing Account Found!' });
    expect(dialog).toHaveTextContent('Logging you in automatically...');
    // However long the login takes, the modal waits for it (no invented 5–7 s).
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(dialog).toHaveTextContent('Logging you in automatically...');
    expect(calls.map((c) => c.path)).not.toContain('/auth/google-signup');

    await act(async () => {
      answerLogin(json(session));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText("You've been successfully logged in.")).toBeInTheDocument();
    // Held back until the modal is done: the public-only page would otherwise leave at once.
    expect(sessionToken.get()).toBeNull();
    expect(where()).toBe('/signup');

    await act(() => vi.advanceTimersByTimeAsync(Timings.existingAccountSuccess));
    expect(dialog).toHaveClass('opacity-0');
    expect(where()).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(Timings.existingAccountFade));
    expect(where()).toBe('/created-sets');
    expect(JSON.parse(screen.getByTestId('where').dataset.state!)).toBeNull();
    expect(sessionToken.get()).toBe(session.token);
  });

  it('an existing account whose login fails: the modal closes and the error shows', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ accountExists: true, hasGoogleProvider: true, hasFirestoreData: true }),
      'POST /auth/google-login': () =>
        json({ message: 'Your Google sign-in has expired. Please try again.', code: 'unauthenticated' }, 401),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Google sign-in has expired. Please try again.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the check itself fails: the generic Google text', async () => {
    const { calls } = fakeApi({
      'GET /config': () => config(),
      'POST /auth/check-existing-account': () =>
        json({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, 500),
    });
    const { popup } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to authenticate with Google. Please try again.');
  });

  it('stays busy while the server answers, so no second popup opens', async () => {
    const { calls } = fakeApi({ 'GET /config': () => config(), 'POST /auth/check-existing-account': never });
    const { popup, open } = stubWindowOpen();
    renderButton({ mode: 'signup', university: UCSC });
    await clickWhenReady(calls);
    popup.post(popupSuccess);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/auth/check-existing-account'));
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(open).toHaveBeenCalledTimes(1);
  });
});
