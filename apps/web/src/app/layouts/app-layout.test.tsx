import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../features/auth/auth-context.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { sessionToken } from '../../lib/session-token.ts';
import { fakeApi, json, never } from '../../testing/fake-api.ts';
import { currentPath, renderAppAt } from '../../testing/render-app.tsx';
import { aUser } from '../../testing/users.ts';
import { AccountSummary } from './account-summary.tsx';

/** A signed-in visit to a page framed by the navigation; the page's own data never arrives. */
function signedInAt(path: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  sessionToken.set('good-token');
  const api = fakeApi({
    'GET /auth/verify-token': () => json({ success: true, user: aUser() }),
    'GET /user/profile': never,
    [`GET /user/${aUser().uid}/total-likes`]: never,
    [`GET /sets/counts/${aUser().uid}`]: never,
    ...extra,
  });
  renderAppAt(path);
  return api;
}

const sidebar = async () => within(await screen.findByRole('complementary', { name: 'Sidebar' }));

describe('navigation', () => {
  it('lists the spec’s items in the sidebar and marks the current page', async () => {
    signedInAt('/saved-sets');
    const nav = within((await sidebar()).getByRole('navigation', { name: 'Main' }));
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Today', 'Created Sets', 'Saved Sets', 'Find Sets', 'Progress', 'Profile']);
    expect(nav.getByRole('link', { name: 'Saved Sets' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect((await sidebar()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens a drawer with the account, every item, Sign Out and the year', async () => {
    signedInAt('/created-sets');
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    const drawer = within(screen.getByRole('dialog'));
    expect(drawer.getByText('maya_chen')).toBeInTheDocument();
    expect(drawer.getByText('maya@ucsc.edu')).toBeInTheDocument();
    const items = drawer.getAllByRole('link').concat(drawer.getAllByRole('button'));
    const names = items.map((el) => el.textContent);
    for (const name of [
      'Today',
      'Created Sets',
      'Saved Sets',
      'Find Sets',
      'Progress',
      'Profile',
      'Feedback',
      'Sign Out',
    ]) {
      expect(names).toContain(name);
    }
    expect(drawer.getByRole('link', { name: 'Created Sets' })).toHaveAttribute('aria-current', 'page');
    expect(drawer.getByText(`© ${new Date().getFullYear()} CourseCards`)).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the drawer when an item is chosen', async () => {
    signedInAt('/created-sets');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the feedback modal from the drawer, closing the drawer', async () => {
    signedInAt('/created-sets');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Feedback' }));
    const feedback = screen.getByRole('dialog', { name: 'Feedback or Question' });
    expect(within(feedback).getByLabelText(/^Email/)).toHaveValue('maya@ucsc.edu');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('signs out from the drawer: logs out on the server, clears the session, goes to /login', async () => {
    const { calls } = signedInAt('/created-sets', { 'POST /auth/logout': () => json({ ok: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(sessionToken.get()).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });
});

describe('AccountSummary', () => {
  it('shows the spec’s fallbacks when nobody is signed in', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AuthProvider>
            <AccountSummary />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('User Account')).toBeInTheDocument();
    expect(screen.getByText('Not signed in')).toBeInTheDocument();
  });
});
