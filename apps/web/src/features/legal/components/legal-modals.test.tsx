import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { PrivacyModal, TermsModal } from './legal-modals.tsx';

const withQueries = (ui: ReactNode) => <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>;

const config = () => json({ contactEmail: 'help@coursecards.test', googleSignIn: false });

describe('TermsModal', () => {
  it('states the points the spec requires, dated April 23, 2025, with the server’s contact address', async () => {
    fakeApi({ 'GET /config': config });
    render(withQueries(<TermsModal open onClose={() => undefined} />));
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText('April 23, 2025')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/third-party AI provider/);
    expect(dialog).toHaveTextContent(/at least 18 years old, or have the consent of a parent or legal guardian/);
    expect(dialog).toHaveTextContent(/Do not upload, paste or share copyrighted material/);
    expect(dialog).toHaveTextContent(/staff may view user flashcards, public or private, and uploaded images/);
    const links = await within(dialog).findAllByRole('link', { name: 'help@coursecards.test' });
    expect(links[0]).toHaveAttribute('href', 'mailto:help@coursecards.test');
  });

  it('reports a close and renders nothing while closed', () => {
    fakeApi({ 'GET /config': config });
    const onClose = vi.fn();
    const { rerender } = render(withQueries(<TermsModal open onClose={onClose} />));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(withQueries(<TermsModal open={false} onClose={onClose} />));
    expect(screen.queryByText('April 23, 2025')).toBeNull();
  });
});

describe('PrivacyModal', () => {
  it('covers the data we keep, local-storage sessions and deletion, dated April 23, 2025', async () => {
    fakeApi({ 'GET /config': config });
    render(withQueries(<PrivacyModal open onClose={() => undefined} />));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText('April 23, 2025')).toBeInTheDocument();
    for (const heading of ['Information we keep', 'Sessions, cookies and local storage', 'Deleting your account']) {
      expect(within(dialog).getByRole('heading', { name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent(/Flashcards are generated through a third-party AI provider's interface/);
    expect(dialog).toHaveTextContent(/staff:\s*may view user flashcards, public or private, and uploaded images/i);
    expect(dialog).toHaveTextContent(/18 or older, or have the consent of a parent or guardian/);
    expect((await within(dialog).findAllByRole('link', { name: 'help@coursecards.test' })).length).toBeGreaterThan(0);
  });

  it('keeps every sentence whole while the address loads, and points to the Contact form if it cannot', async () => {
    fakeApi({ 'GET /config': never });
    const { unmount } = render(withQueries(<PrivacyModal open onClose={() => undefined} />));
    expect(screen.getAllByRole('status', { name: 'Loading the contact address' }).length).toBeGreaterThan(0);
    unmount();

    fakeApi({ 'GET /config': () => json({ message: 'Not found', code: 'not_found' }, 404) });
    render(withQueries(<PrivacyModal open onClose={() => undefined} />));
    expect(
      (await screen.findAllByText('the Contact form linked at the bottom of our home page')).length,
    ).toBeGreaterThan(0);
  });
});
