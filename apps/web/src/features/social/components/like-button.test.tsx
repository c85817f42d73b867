import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKeys } from '../../../lib/storage-keys.ts';
import { fakeApi, json, never } from '../../../testing/fake-api.ts';
import { held, renderOnViewer } from '../testing/render-social.tsx';
import { LikeButton } from './like-button.tsx';

const likeButton = () => screen.getByRole('button', { name: /^Like this set/ });
const failure = (status: number) => json({ message: 'Nope', code: 'internal_error' }, status);

function setUp(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /likes/count': () => json({ likesCount: 4 }),
    'GET /likes/status': () => json({ hasLiked: false }),
    ...routes,
  });
  renderOnViewer(<LikeButton setId="set-1" userId="u1" />);
  return api;
}

describe('LikeButton', () => {
  it("shows the server's count and state, asking for the state past every cache", async () => {
    const { calls, fetchMock } = setUp({});
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    const urls = fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url : ''));
    expect(urls).toContain('/api/likes/count?setId=set-1');
    expect(urls.find((url) => url.startsWith('/api/likes/status'))).toMatch(
      /^\/api\/likes\/status\?setId=set-1&userId=u1&_t=\d+$/,
    );
    expect(calls.find((c) => c.path === '/likes/status')?.headers['cache-control']).toBe('no-cache');
    expect(localStorage.getItem(StorageKeys.setLiked('set-1'))).toBe('false');
  });

  it('shows the remembered like until the server answers, then the server wins', async () => {
    localStorage.setItem(StorageKeys.setLiked('set-1'), 'true');
    const status = held();
    setUp({ 'GET /likes/status': status.handler });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => status.release(json({ hasLiked: false })));
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(localStorage.getItem(StorageKeys.setLiked('set-1'))).toBe('false');
  });

  it("likes, then unlikes, showing the server's count each time and remembering the state", async () => {
    const { calls } = setUp({
      // The server's count, not this one's arithmetic: others liked meanwhile.
      'POST /likes/like': () => json({ likesCount: 9, hasLiked: true }),
      'POST /likes/unlike': () => json({ likesCount: 7, hasLiked: false }),
    });
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes'));
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 9 likes'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(StorageKeys.setLiked('set-1'))).toBe('true');
    expect(calls.find((c) => c.path === '/likes/like')?.body).toEqual({ setId: 'set-1', userId: 'u1' });

    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 7 likes'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(StorageKeys.setLiked('set-1'))).toBe('false');
    expect(calls.find((c) => c.path === '/likes/unlike')?.body).toEqual({ setId: 'set-1', userId: 'u1' });
  });

  it('ignores presses while a like is on its way', async () => {
    const like = held();
    const { calls } = setUp({
      'POST /likes/like': like.handler,
      'POST /likes/unlike': () => json({ likesCount: 4, hasLiked: false }),
    });
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes'));
    fireEvent.click(likeButton());
    fireEvent.click(likeButton());
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-busy', 'true'));
    expect(likeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await act(async () => like.release(json({ likesCount: 5, hasLiked: true })));
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 5 likes'));
    expect(likeButton()).not.toHaveAttribute('aria-busy');
    // Free again: the next press unlikes.
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/likes/like', '/likes/unlike']);
  });

  it('explains a failed change in a dismissible alert and keeps the state', async () => {
    const { calls } = setUp({ 'POST /likes/like': () => failure(500) });
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes'));
    fireEvent.click(likeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update like status.');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveAccessibleName('Like this set, 4 likes');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Not blocked after a failure.
    fireEvent.click(likeButton());
    await screen.findByRole('alert');
    expect(calls.filter((c) => c.path === '/likes/like')).toHaveLength(2);
  });

  it('shows a dash, never a made-up number, when the count cannot be read', async () => {
    setUp({ 'GET /likes/count': () => failure(403) });
    await waitFor(() => expect(likeButton()).toHaveAccessibleName('Like this set, likes not available'));
    expect(likeButton()).toHaveTextContent('—');
    expect(console.info).toHaveBeenCalledWith('Could not load the like count', expect.anything());
  });

  it('shows a placeholder, not a number, while the count loads', () => {
    setUp({ 'GET /likes/count': never });
    expect(likeButton()).toHaveAccessibleName('Like this set');
    expect(likeButton()).not.toHaveTextContent(/\d/);
  });
});
