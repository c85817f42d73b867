import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { takeEarlyResponse } from '../lib/early-responses.ts';
import { fakeApi, json } from '../testing/fake-api.ts';
import { startEarlyRequests } from './early-requests.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('early requests', () => {
  afterEach(() => {
    // Nothing started by one test may be taken by the next.
    void takeEarlyResponse('/auth/verify-token', 'abc');
    void takeEarlyResponse('/sets/set%201', 'abc');
  });

  it('starts the session check and a study page’s set, and apiRequest takes each answer once', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = fakeApi({
      'GET /auth/verify-token': () => json({ success: true }),
      'GET /sets/set%201': () => json({ id: 'set 1' }),
    });
    startEarlyRequests(at('/study/set%201/quiz'));
    expect(calls.map((c) => c.path)).toEqual(['/auth/verify-token', '/sets/set%201']);
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer abc', accept: 'application/json' });

    expect(await apiRequest('/sets/set%201')).toEqual({ id: 'set 1' });
    expect(await apiRequest('/auth/verify-token', { token: 'abc' })).toEqual({ success: true });
    expect(calls).toHaveLength(2);
    // Taken once: a later call (a refetch) asks the server again.
    await apiRequest('/sets/set%201');
    expect(calls).toHaveLength(3);
  });

  it('starts nothing signed out, for a one-time ?token= link, or beyond the session check off study pages', () => {
    const { calls } = fakeApi({ 'GET /auth/verify-token': () => json({ success: true }) });
    startEarlyRequests(at('/study/x'));
    expect(calls).toHaveLength(0);

    localStorage.setItem('token', 'abc');
    startEarlyRequests(at('/created-sets', '?token=one-time'));
    expect(calls).toHaveLength(0);

    startEarlyRequests(at('/created-sets'));
    startEarlyRequests(at('/study/a/b/c'));
    expect(calls.map((c) => c.path)).toEqual(['/auth/verify-token', '/auth/verify-token']);
  });

  it('is not used for another token, and a failed early call is reported like any other', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = fakeApi({
      'GET /auth/verify-token': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /sets/set%201': () => json({ id: 'set 1' }),
    });
    startEarlyRequests(at('/study/set%201'));
    await expect(apiRequest('/auth/verify-token', { token: 'abc' })).rejects.toMatchObject({ code: 'network_error' });
    await apiRequest('/sets/set%201', { token: 'other' });
    expect(calls.filter((c) => c.path === '/sets/set%201').map((c) => c.headers.authorization)).toEqual([
      'Bearer abc',
      'Bearer other',
    ]);
  });
});
