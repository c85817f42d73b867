import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';

/** Renders a control as the set viewer would: a query client, and a router with /saved-sets to go to. */
export function renderOnViewer(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/study/set-1']}>
        <Routes>
          <Route path="/study/:setId" element={ui} />
          <Route path="/saved-sets" element={<h1>Saved Sets page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A request the test answers when it chooses: for what shows, and what is blocked, meanwhile. */
export function held() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release: (response: Response) => release(response) };
}
