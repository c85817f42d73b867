import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (req: FakeRequest) => Response | Promise<Response>;
/** API answers keyed by "METHOD /path". */
export type Routes = Record<string, Handler>;

/**
 * Replaces fetch with a table of API answers keyed by "METHOD /path" (path under /api, no query).
 * A call nobody answers fails the test, so no request goes unnoticed.
 */
export function fakeApi(routes: Routes) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req: FakeRequest = { method, path, headers, body };
    calls.push(req);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected API call: ${method} ${path}`);
    return handler(req);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer that never comes: for checking what shows while waiting. */
export const never = () => new Promise<Response>(() => undefined);

/** An error answer with the code the server gives that status. */
export const failure = (status: number, message = 'Nope') =>
  json({ message, code: status === 409 ? 'conflict' : status === 401 ? 'unauthenticated' : 'internal_error' }, status);

/** What fetch does without a network. */
export const offline = () => Promise.reject(new TypeError('Failed to fetch'));
