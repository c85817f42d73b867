import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AuthProvider } from '../auth-context.tsx';

/** The router's current address and navigation state, for tests to read. */
function LocationProbe() {
  const location = useLocation();
  return (
    <span
      hidden
      data-testid="location"
      data-path={location.pathname + location.search}
      data-state={JSON.stringify(location.state ?? null)}
    />
  );
}

/**
 * Renders one account page under the real auth provider at `url` (with optional navigation state).
 * Any other address renders nothing, so a test sees where the page navigated without loading the
 * next page; `currentLocation()` reads the address.
 */
export function renderAuthPage(
  page: ReactNode,
  { path, url = path, state }: { path: string; url?: string; state?: unknown },
) {
  const [pathname = path, search = ''] = url.split('?');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <AuthProvider>
          <LocationProbe />
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function currentLocation(): { path: string | undefined; state: unknown } {
  const probe = screen.getByTestId('location');
  return { path: probe.dataset.path, state: JSON.parse(probe.dataset.state ?? 'null') as unknown };
}

/**
 * Exact fake time. Testing Library advances the clock inside waitFor/findBy only when it sees a
 * `jest` global, so one that forwards to Vitest is provided for the test.
 */
export function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
