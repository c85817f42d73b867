import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../lib/session-token.ts';
import { fakeApi, json } from '../testing/fake-api.ts';
import { currentPath, renderAppAt } from '../testing/render-app.tsx';
import { aUser } from '../testing/users.ts';
import type * as Pages from './pages.ts';

// The set creator's page is swapped for a page with unsaved changes; every other page is real.
vi.mock('./pages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Pages>();
  return {
    pageLoaders: { ...actual.pageLoaders, '/set-creator': () => Promise.resolve({ default: UnsavedChangesPage }) },
  };
});

function UnsavedChangesPage() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(dirty);
  return (
    <main>
      <h1>Draft</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/created-sets">Created Sets</Link>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Unsaved changes">
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </div>
      )}
    </main>
  );
}

describe('the app router', () => {
  it('lets a page block navigation with useBlocker (data mode)', async () => {
    sessionToken.set('good-token');
    fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: aUser() }) });
    const user = userEvent.setup();
    renderAppAt('/set-creator');
    await screen.findByRole('heading', { name: 'Draft' });

    // Nothing to lose yet: the link leaves at once.
    await user.click(screen.getByRole('link', { name: 'Created Sets' }));
    await screen.findByRole('heading', { name: 'Created Sets' });
    window.history.back();
    await screen.findByRole('heading', { name: 'Draft' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // The browser's history buttons are held back too.
    window.history.forward();
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(prompt).not.toBeInTheDocument();
    expect(currentPath()).toBe('/set-creator');
    expect(screen.getByRole('heading', { name: 'Draft' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Created Sets' }));
    await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(currentPath()).toBe('/set-creator');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Created Sets' });
    expect(currentPath()).toBe('/created-sets');
  });
});
