import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../lib/session-token.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { aUser } from '../../testing/users.ts';
import { AuthProvider, useAuth } from './auth-context.tsx';

function Who() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'checking' : (user?.username ?? 'anonymous')}</p>;
}

describe('AuthProvider', () => {
  it('exchanges a link’s one-time token once, even when StrictMode mounts twice', async () => {
    window.history.replaceState(null, '', '/?token=single-use');
    const { calls } = fakeApi({
      'POST /auth/exchange-token': () => json({ token: 'session' }),
      'GET /auth/verify-token': () => json({ success: true, user: aUser() }),
    });
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/?token=single-use']}>
            <AuthProvider>
              <Routes>
                <Route path="*" element={<Who />} />
              </Routes>
            </AuthProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('maya_chen')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/exchange-token')).toHaveLength(1);
    expect(sessionToken.get()).toBe('session');
  });
});
