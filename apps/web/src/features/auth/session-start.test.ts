import { describe, expect, it } from 'vitest';
import { sessionToken } from '../../lib/session-token.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { aUser } from '../../testing/users.ts';
import { queryTokenOf, startSession } from './session-start.ts';

describe('startSession', () => {
  it('is anonymous with no token anywhere, without calling the server', async () => {
    const { calls } = fakeApi({});
    expect(await startSession({ pathname: '/', search: '' })).toEqual({ user: null, exchanged: false, error: null });
    expect(calls).toEqual([]);
  });

  it('verifies a stored token (under either key) and returns its user', async () => {
    localStorage.setItem('authToken', 'legacy');
    const { calls } = fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: aUser() }) });
    const result = await startSession({ pathname: '/', search: '' });
    expect(result.user?.username).toBe('maya_chen');
    expect(calls[0]?.headers.authorization).toBe('Bearer legacy');
  });

  it('removes the token when verification answers without success', async () => {
    sessionToken.set('t');
    fakeApi({ 'GET /auth/verify-token': () => json({ success: false }) });
    expect((await startSession({ pathname: '/', search: '' })).user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the token through a network failure', async () => {
    sessionToken.set('t');
    fakeApi({ 'GET /auth/verify-token': () => Promise.reject(new TypeError('Failed to fetch')) });
    const result = await startSession({ pathname: '/', search: '' });
    expect(result.user).toBeNull();
    expect(result.error).toMatch(/Connection error/);
    expect(sessionToken.get()).toBe('t');
  });

  it('exchanges a token from the query string for a session', async () => {
    const { calls } = fakeApi({
      'POST /auth/exchange-token': () => json({ token: 'session-token' }),
      'GET /auth/verify-token': () => json({ success: true, user: aUser() }),
    });
    const result = await startSession({ pathname: '/', search: '?token=one-time' });
    expect(result).toMatchObject({ exchanged: true, user: { uid: 'u1x2y3z4' } });
    expect(calls[0]?.body).toEqual({ token: 'one-time' });
    expect(sessionToken.get()).toBe('session-token');
  });

  it('leaves the password-reset link’s token to its own page', () => {
    expect(queryTokenOf({ pathname: '/reset-password', search: '?token=abc' })).toBeNull();
    expect(queryTokenOf({ pathname: '/', search: '?token=abc' })).toBe('abc');
  });
});
