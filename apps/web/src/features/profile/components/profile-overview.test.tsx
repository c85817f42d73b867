import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../../lib/session-token.ts';
import { failure, json, never, type Routes } from '../../../testing/fake-api.ts';
import { currentPath, renderAppAt } from '../../../testing/render-app.tsx';
import { signedIn } from '../../../testing/signed-in.ts';
import { aProfile, aUser } from '../../../testing/users.ts';

const user = aUser();
const profileOf = (overrides = {}) => aProfile(user, overrides);
function openProfile(routes: Routes) {
  const api = signedIn(
    {
      'GET /user/profile': () => json(profileOf()),
      [`GET /user/${user.uid}/total-likes`]: () => json({ totalLikes: 1234 }),
      [`GET /sets/counts/${user.uid}`]: () => json({ created: 7, saved: 2, total: 9 }),
      ...routes,
    },
    user,
  );
  renderAppAt('/profile');
  return api;
}

const stat = (label: string) => within(screen.getByRole('article')).getByText(label).closest('div') as HTMLElement;

describe('profile page', () => {
  it('shows a skeleton while the profile loads', async () => {
    openProfile({ 'GET /user/profile': never });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your profile...');
  });

  it('shows the username, university, e-mail, field of study and real totals', async () => {
    const { calls } = openProfile({});
    expect(await screen.findByRole('heading', { name: 'maya_chen' })).toBeInTheDocument();
    const card = within(screen.getByRole('article'));
    expect(card.getByText('University of California, Santa Cruz')).toBeInTheDocument();
    expect(card.getByText('maya@ucsc.edu')).toBeInTheDocument();
    expect(card.getByText('Biology')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Likes')).toHaveTextContent('1,234'));
    expect(stat('Created Sets')).toHaveTextContent('7');
    expect(card.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    // Loaded once: nothing polls or reloads.
    expect(calls.filter((c) => c.path === '/user/profile')).toHaveLength(1);
  });

  it('shows a dash, not a number, for totals that failed, and only logs the failure', async () => {
    openProfile({
      // 4xx: no retries, so the dash shows at once (the query client retries only 5xx and network).
      [`GET /user/${user.uid}/total-likes`]: () => failure(403),
      [`GET /sets/counts/${user.uid}`]: () => failure(404),
    });
    await screen.findByRole('heading', { name: 'maya_chen' });
    await waitFor(() => expect(stat('Total Likes')).toHaveTextContent('—Not available'));
    await waitFor(() => expect(stat('Created Sets')).toHaveTextContent('—Not available'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.info).toHaveBeenCalledWith('Could not load total likes', expect.anything());
    expect(console.info).toHaveBeenCalledWith('Could not load set counts', expect.anything());
  });

  it('falls back to GET /user/{uid} when /user/profile fails', async () => {
    openProfile({
      'GET /user/profile': () => failure(500),
      [`GET /user/${user.uid}`]: () => json(profileOf({ username: 'from_uid_route' })),
    });
    expect(await screen.findByRole('heading', { name: 'from_uid_route' })).toBeInTheDocument();
  });

  it('offers Try Again after a failure, which loads the profile', async () => {
    let attempts = 0;
    openProfile({
      'GET /user/profile': () => (++attempts > 1 ? json(profileOf()) : failure(500)),
      [`GET /user/${user.uid}`]: () => failure(500),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Profile' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load profile. Please try again later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'maya_chen' })).toBeInTheDocument();
  });

  it('explains an expired session, and Go to Login ends it and opens /login', async () => {
    const { calls } = openProfile({
      'GET /user/profile': () => failure(401),
      'POST /auth/logout': () => json({ ok: true }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not authenticated. Please log in to view your profile.');
    expect(calls.some((c) => c.path === `/user/${user.uid}`)).toBe(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(sessionToken.get()).toBeNull();
  });

  it('signs out from the profile', async () => {
    openProfile({ 'POST /auth/logout': () => json({ ok: true }) });
    await screen.findByRole('heading', { name: 'maya_chen' });
    fireEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(sessionToken.get()).toBeNull();
  });

  it('does not show an e-mail the API did not send', async () => {
    openProfile({ 'GET /user/profile': () => json(profileOf({ email: undefined })) });
    await screen.findByRole('heading', { name: 'maya_chen' });
    expect(within(screen.getByRole('article')).queryByText('Email')).toBeNull();
  });

  it('marks a proven e-mail as verified, with nothing to send', async () => {
    openProfile({ 'GET /user/profile': () => json(profileOf({ emailVerified: true })) });
    await screen.findByRole('heading', { name: 'maya_chen' });
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Verified')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Send verification email' })).toBeNull();
  });

  it('marks an unproven e-mail, and mails a new link on request', async () => {
    const sent = 'We sent a verification link to maya@ucsc.edu. It works for 24 hours.';
    const { calls } = openProfile({
      'GET /user/profile': () => json(profileOf({ emailVerified: false })),
      'POST /auth/resend-verification': () => json({ message: sent, emailVerified: false }),
    });
    await screen.findByRole('heading', { name: 'maya_chen' });
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Not verified')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Send verification email' }));
    expect(await card.findByRole('status')).toHaveTextContent(sent);
    const resend = calls.find((c) => c.path === '/auth/resend-verification');
    // The address is the session's: the request names none.
    expect(resend).toMatchObject({ method: 'POST', body: undefined });
    expect(resend?.headers.authorization).toBe('Bearer good-token');
  });

  it('shows a refused resend as the server words it', async () => {
    const message = 'Too many attempts. Please wait 60 minutes and try again.';
    openProfile({
      'GET /user/profile': () => json(profileOf({ emailVerified: false })),
      'POST /auth/resend-verification': () => json({ message, code: 'rate_limited' }, 429),
    });
    await screen.findByRole('heading', { name: 'maya_chen' });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
