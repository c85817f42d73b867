import { Timings } from '@coursecards/shared/constants/limits';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { sessionToken } from '../../../lib/session-token.ts';
import { failure, fakeApi, json, never, offline, type Routes as ApiRoutes } from '../../../testing/fake-api.ts';
import { advance, fakeTheClock, until } from '../../../testing/fake-clock.ts';
import { currentPath, renderAppAt } from '../../../testing/render-app.tsx';
import { signedIn } from '../../../testing/signed-in.ts';
import { aProfile, aUser } from '../../../testing/users.ts';
import { EditProfile } from './edit-profile.tsx';

const user = aUser();
const profile = aProfile(user);

/**
 * Opens /edit-profile for a signed-in user on a fake clock, which the test moves by hand for the
 * debounce and the redirects.
 */
async function openEditProfile(routes: ApiRoutes = {}) {
  const api = signedIn({ 'GET /user/profile': () => json(profile), ...routes }, user);
  fakeTheClock();
  renderAppAt('/edit-profile');
  const input = await until(() => screen.getByLabelText('Username'));
  return { ...api, input, checks: () => api.calls.filter((c) => c.path === '/auth/check-username') };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const iconStatus = () => document.querySelector('[data-status]')?.getAttribute('data-status');

describe('edit profile: username', () => {
  it('starts from the saved profile, valid without asking the server', async () => {
    const { input, checks } = await openEditProfile();
    expect(screen.getByText('Fill in the information below to update your profile.')).toBeInTheDocument();
    expect(input).toHaveValue('maya_chen');
    expect(screen.getByLabelText(/Field of Study/)).toHaveValue('Biology');
    expect(screen.getByText('maya@ucsc.edu')).toBeInTheDocument();
    await advance(Timings.usernameCheckDebounce * 2);
    expect(checks()).toHaveLength(0);
    expect(save()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('strips characters other than letters, digits and underscore as typed', async () => {
    const { input } = await openEditProfile({ 'POST /auth/check-username': () => json({ available: true }) });
    type(input, 'new name-2!');
    expect(input).toHaveValue('newname2');
  });

  it('says a short name is too short, asks nothing and disables Save', async () => {
    const { input, checks } = await openEditProfile();
    type(input, 'ab');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await advance(Timings.usernameCheckDebounce);
    expect(checks()).toHaveLength(0);
    expect(save()).toBeDisabled();
    type(input, '');
    expect(screen.queryByText('Username must be at least 3 characters')).toBeNull();
    expect(save()).toBeDisabled();
  });

  it('treats the original name in another case as unchanged', async () => {
    const { input, checks } = await openEditProfile();
    type(input, 'Maya_Chen');
    await advance(Timings.usernameCheckDebounce);
    expect(checks()).toHaveLength(0);
    expect(save()).toBeEnabled();
  });

  it('asks the server once typing pauses for 500 ms, then enables Save for an available name', async () => {
    const { input, checks } = await openEditProfile({ 'POST /auth/check-username': () => json({ available: true }) });
    type(input, 'maya_c');
    await advance(300);
    type(input, 'maya_new');
    expect(iconStatus()).toBe('checking');
    expect(save()).toBeDisabled();
    await advance(Timings.usernameCheckDebounce - 1);
    expect(checks()).toHaveLength(0);
    await advance(1);
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.body).toEqual({ username: 'maya_new' });
    await advance(0);
    expect(iconStatus()).toBe('available');
    expect(screen.getByText('Username available')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('shows a taken name and keeps Save disabled', async () => {
    const { input } = await openEditProfile({ 'POST /auth/check-username': () => json({ available: false }) });
    type(input, 'taken_name');
    await advance(Timings.usernameCheckDebounce);
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
    expect(iconStatus()).toBe('taken');
    expect(save()).toBeDisabled();
  });

  it('says "Error checking username" when the check fails', async () => {
    const { input } = await openEditProfile({ 'POST /auth/check-username': () => failure(500) });
    type(input, 'some_name');
    await advance(Timings.usernameCheckDebounce);
    expect(screen.getByText('Error checking username')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('says "Connection error" when the network fails', async () => {
    const { input } = await openEditProfile({ 'POST /auth/check-username': offline });
    type(input, 'some_name');
    await advance(Timings.usernameCheckDebounce);
    expect(screen.getByText('Connection error')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});

describe('edit profile: saving', () => {
  const saved = { ...user, username: 'maya_new', fieldOfStudy: 'Marine Biology' };

  async function changeAndSave(routes: Parameters<typeof openEditProfile>[0]) {
    const api = await openEditProfile({ 'POST /auth/check-username': () => json({ available: true }), ...routes });
    type(api.input, 'maya_new');
    type(screen.getByLabelText(/Field of Study/), '  Marine Biology ');
    await advance(Timings.usernameCheckDebounce);
    fireEvent.click(save());
    await advance(0);
    return api;
  }

  it('PUTs the profile, shows the success state, then opens /profile with the new name', async () => {
    const { calls } = await changeAndSave({
      [`PUT /user/${user.uid}`]: () => json(saved),
      [`GET /user/${user.uid}/total-likes`]: () => json({ totalLikes: 3 }),
      [`GET /sets/counts/${user.uid}`]: () => json({ created: 1, saved: 0, total: 1 }),
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      username: 'maya_new',
      fieldOfStudy: 'Marine Biology',
      email: 'maya@ucsc.edu',
      uid: user.uid,
    });
    expect(screen.getByRole('heading', { name: 'Profile Updated!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your changes have been saved successfully. Redirecting to your profile...'),
    ).toBeInTheDocument();
    await advance(Timings.profileSaveRedirect - 1);
    expect(currentPath()).toBe('/edit-profile');
    await advance(1);
    expect(currentPath()).toBe('/profile');
    // The profile comes from the saved answer and the navigation shows the new name at once.
    await until(() => screen.getByRole('heading', { name: 'maya_new' }));
    expect(screen.getAllByText('maya_new').length).toBeGreaterThan(1);
    expect(calls.filter((c) => c.path === '/user/profile')).toHaveLength(1);
  });

  it('falls back to POST /user/update-profile when the PUT is not ok', async () => {
    const { calls } = await changeAndSave({
      [`PUT /user/${user.uid}`]: () => failure(500),
      'POST /user/update-profile': () => json(saved),
    });
    expect(calls.find((c) => c.path === '/user/update-profile')?.body).toMatchObject({ username: 'maya_new' });
    expect(screen.getByRole('heading', { name: 'Profile Updated!' })).toBeInTheDocument();
  });

  it('says "Username unavailable" when the name was taken meanwhile', async () => {
    const { calls } = await changeAndSave({ [`PUT /user/${user.uid}`]: () => failure(409, 'Username unavailable') });
    expect(screen.getByRole('alert')).toHaveTextContent('Username unavailable');
    expect(calls.some((c) => c.path === '/user/update-profile')).toBe(false);
  });

  it('reports the status when both routes fail', async () => {
    await changeAndSave({
      [`PUT /user/${user.uid}`]: () => failure(500),
      'POST /user/update-profile': () => failure(503),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile. Status: 503');
    expect(save()).toBeEnabled();
  });

  it('reports a save that never reached the server', async () => {
    await changeAndSave({ [`PUT /user/${user.uid}`]: offline, 'POST /user/update-profile': offline });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while updating your profile.');
  });

  it('disables Save while saving', async () => {
    await changeAndSave({ [`PUT /user/${user.uid}`]: never });
    expect(save()).toBeDisabled();
    expect(save()).toHaveAttribute('aria-busy', 'true');
  });
});

describe('edit profile: loading and sessions', () => {
  it('says it is loading the profile', async () => {
    signedIn({ 'GET /user/profile': never }, user);
    renderAppAt('/edit-profile');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your profile...');
  });

  it('on an expired session says so, then ends it and opens /login after 2 s', async () => {
    const { calls } = signedIn(
      {
        'GET /user/profile': () => failure(401),
        'POST /auth/logout': () => json({ ok: true }),
      },
      user,
    );
    fakeTheClock();
    renderAppAt('/edit-profile');
    const alert = await until(() => screen.getByRole('alert'));
    expect(alert).toHaveTextContent('Not authenticated. Please log in to edit your profile.');
    await advance(Timings.editProfileUnauthenticatedRedirect - 1);
    expect(calls.some((c) => c.path === '/auth/logout')).toBe(false);
    await advance(1);
    await until(() => expect(currentPath()).toBe('/login'));
    expect(sessionToken.get()).toBeNull();
  });

  it('without a user says so and opens /login after 2 s', async () => {
    fakeTheClock();
    fakeApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/edit-profile']}>
          <Routes>
            <Route
              path="/edit-profile"
              element={<EditProfile uid={null} onSaved={() => undefined} onSessionEnded={() => undefined} />}
            />
            <Route path="/login" element={<h1>Login</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated. Please log in to edit your profile.');
    await advance(Timings.editProfileUnauthenticatedRedirect);
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
