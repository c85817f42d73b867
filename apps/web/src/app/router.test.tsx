import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../lib/session-token.ts';
import { fakeApi, json, never } from '../testing/fake-api.ts';
import { currentPath, renderAppAt } from '../testing/render-app.tsx';
import { aUser } from '../testing/users.ts';
import { routeTable } from './route-table.ts';

const sample = (path: string) => path.replace(':setId', 'set123') + (path === '/search-results' ? '?q=CS%20101' : '');
const signedInPaths = routeTable.filter((r) => r.access === 'signed-in').map((r) => sample(r.path));
const publicOnlyPaths = routeTable.filter((r) => r.access === 'public-only').map((r) => r.path);

describe('route guards for an anonymous visitor', () => {
  it.each(signedInPaths)('%s sends them to /login', async (path) => {
    renderAppAt(path);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('shows the landing page at /', async () => {
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Instant AI-powered flashcards/ })).toBeInTheDocument();
  });

  it('opens the password-reset link without a session', async () => {
    renderAppAt('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(currentPath()).toBe('/reset-password');
  });

  it.each(['/nope', '/study', '/created-sets/extra', '/quiz/abc'])('sends an unknown path %s to /', async (path) => {
    renderAppAt(path);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('route guards for a signed-in user', () => {
  it.each(publicOnlyPaths)('%s sends them to /created-sets', async (path) => {
    sessionToken.set('good-token');
    fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: aUser() }) });
    renderAppAt(path);
    expect(await screen.findByRole('heading', { name: 'Created Sets' })).toBeInTheDocument();
    expect(currentPath()).toBe('/created-sets');
  });

  it('opens signed-in pages with the navigation showing who is signed in', async () => {
    sessionToken.set('good-token');
    const { calls } = fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: aUser() }) });
    renderAppAt('/saved-sets');
    expect(await screen.findByRole('heading', { name: 'Saved Sets' })).toBeInTheDocument();
    expect(screen.getAllByText('maya_chen')[0]).toBeInTheDocument();
    expect(screen.getAllByText('maya@ucsc.edu')[0]).toBeInTheDocument();
    expect(calls[0]?.headers.authorization).toBe('Bearer good-token');
  });

  it('opens the password-reset link for a signed-in user too', async () => {
    sessionToken.set('good-token');
    fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: aUser() }) });
    renderAppAt('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(currentPath()).toBe('/reset-password');
  });

  it('renders nothing on a guarded page while the session is being checked', async () => {
    sessionToken.set('slow-token');
    fakeApi({ 'GET /auth/verify-token': never });
    const { container } = renderAppAt('/created-sets');
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
    expect(currentPath()).toBe('/created-sets');
  });

  it('drops a token the server rejects and treats the visitor as anonymous', async () => {
    sessionToken.set('stale-token');
    fakeApi({ 'GET /auth/verify-token': () => json({ message: 'Invalid token', code: 'unauthenticated' }, 401) });
    renderAppAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(sessionToken.get()).toBeNull();
  });
});
