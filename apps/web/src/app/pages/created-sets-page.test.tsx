import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../features/auth/auth-context.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import CreatedSetsPage from './created-sets-page.tsx';

describe('created sets page outside a session', () => {
  // The route guard keeps anonymous visitors out; the page itself still answers for the moment
  // between a sign-out and the redirect.
  it('asks to log in with "Authentication Required" and a Log In button', () => {
    const { calls } = fakeApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/created-sets']}>
          <AuthProvider>
            <CreatedSetsPage />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view and manage your flashcard sets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });
});
