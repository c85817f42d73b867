import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { held, renderOnViewer } from '../testing/render-social.tsx';
import { SaveSetButton } from './save-set-button.tsx';

/** The button once the saved state is known (before that it waits, busy). */
const readyButton = (name: 'Save Set' | 'Unsave Set') =>
  waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).not.toHaveAttribute('aria-busy');
    return button;
  });

const failure = (status: number) => json({ message: 'Nope', code: 'internal_error' }, status);

/** The server's side: the saved state, changed by save and unsave. */
function setUp(initiallySaved: boolean, routes: Parameters<typeof fakeApi>[0] = {}) {
  let saved = initiallySaved;
  const api = fakeApi({
    'GET /sets/saved-status': () => json({ isSaved: saved, savedSetId: saved ? 'copy-1' : null }),
    'POST /sets/save': () => {
      saved = true;
      return json({ savedSetId: 'copy-1', alreadySaved: false });
    },
    'POST /sets/unsave': () => {
      saved = false;
      return json({ ok: true });
    },
    ...routes,
  });
  renderOnViewer(<SaveSetButton setId="set-1" userId="u1" />);
  return api;
}

describe('SaveSetButton', () => {
  it('offers "Save Set" for a set not saved, asking the server with the user and set', async () => {
    const { fetchMock } = setUp(false);
    await readyButton('Save Set');
    expect(fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''))).toContain(
      '/api/sets/saved-status?userId=u1&setId=set-1',
    );
  });

  it('offers "Unsave Set" for a saved set', async () => {
    setUp(true);
    await readyButton('Unsave Set');
  });

  it('saves when pressed before the state is known (it reads "Save Set"), and a late status answer does not undo it', async () => {
    const status = held();
    const { calls } = setUp(false, { 'GET /sets/saved-status': status.handler });
    const button = screen.getByRole('button', { name: 'Save Set' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Set Saved Successfully!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/sets/save']);
    await readyButton('Unsave Set');
    // The read sent before the save answers now, with the state from before it.
    await act(async () => status.release(json({ isSaved: false, savedSetId: null })));
    expect(screen.getByRole('button', { name: 'Unsave Set' })).toBeInTheDocument();
  });

  it('asks for the state again when a save pressed before it was known fails', async () => {
    let reads = 0;
    setUp(false, {
      'GET /sets/saved-status': () => (++reads === 1 ? never() : json({ isSaved: false, savedSetId: null })),
      'POST /sets/save': () => failure(500),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Set' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the set.');
    await readyButton('Save Set');
    expect(reads).toBe(2);
  });

  it('saves, shows "Set Saved Successfully!" with View Saved Sets, and becomes "Unsave Set"', async () => {
    const { calls } = setUp(false);
    fireEvent.click(await readyButton('Save Set'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set Saved Successfully!' }));
    expect(calls.find((c) => c.path === '/sets/save')?.body).toEqual({ setId: 'set-1', userId: 'u1' });
    expect(screen.getByRole('button', { name: 'Unsave Set' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('link', { name: 'View Saved Sets' }));
    expect(await screen.findByRole('heading', { name: 'Saved Sets page' })).toBeInTheDocument();
  });

  it('closes the success dialog by itself: 3 s, then a 500 ms fade', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp(false);
    fireEvent.click(await readyButton('Save Set'));
    const dialog = await screen.findByRole('dialog', { name: 'Set Saved Successfully!' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(dialog).toHaveClass('opacity-0');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unsave Set' })).toBeInTheDocument();
  });

  it('unsaves without a dialog and becomes "Save Set"', async () => {
    const { calls } = setUp(true);
    fireEvent.click(await readyButton('Unsave Set'));
    await readyButton('Save Set');
    expect(calls.find((c) => c.path === '/sets/unsave')?.body).toEqual({ setId: 'set-1', userId: 'u1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends one save however often it is pressed while on its way', async () => {
    const save = held();
    const { calls } = setUp(false, { 'POST /sets/save': save.handler });
    const button = await readyButton('Save Set');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(button);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await act(async () => save.release(json({ savedSetId: 'copy-1', alreadySaved: false })));
    expect(await screen.findByRole('dialog', { name: 'Set Saved Successfully!' })).toBeInTheDocument();
  });

  it('explains a failed save in an alert, and opens no dialog', async () => {
    setUp(false, { 'POST /sets/save': () => failure(500) });
    fireEvent.click(await readyButton('Save Set'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save the set.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Set' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a failed unsave in an alert', async () => {
    setUp(true, { 'POST /sets/unsave': () => failure(500) });
    fireEvent.click(await readyButton('Unsave Set'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to unsave the set.');
    expect(screen.getByRole('button', { name: 'Unsave Set' })).toBeInTheDocument();
  });
});
