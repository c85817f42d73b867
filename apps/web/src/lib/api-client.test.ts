import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../testing/fake-api.ts';
import { ApiError, apiRequest } from './api-client.ts';

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and returns the parsed answer', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = fakeApi({ 'POST /things': () => json({ id: 1 }, 201) });
    expect(await apiRequest('/things', { method: 'POST', body: { a: 1 } })).toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      body: { a: 1 },
    });
  });

  it('throws the server’s message and code', async () => {
    fakeApi({ 'GET /x': () => json({ message: 'Username already taken', code: 'conflict' }, 409) });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Username already taken',
    });
  });

  it('explains a body that is not JSON', async () => {
    fakeApi({ 'GET /x': () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(apiRequest('/x')).rejects.toThrow('Server error: 502 Bad Gateway');
  });

  it('reports a network failure as a connection error', async () => {
    fakeApi({ 'GET /x': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 0 });
  });
});
