import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { recordRoutes, routeName, type RecordedRoute } from '../../../test/route-table.ts';

/**
 * The routes anyone may call. Every other route is for signed-in users, so a route added tomorrow is
 * held to the rule below unless it is named here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /data/:file',
  'GET /uploads/:key',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/check-username',
  'POST /api/auth/check-existing-account',
  'POST /api/auth/signup',
  'POST /api/auth/signup/complete',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/exchange-token',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  'POST /api/auth/google-login',
  'POST /api/auth/google-signup',
  'GET /api/schools/set-counts',
  'POST /api/logRoutes/logSearch',
  'POST /api/universities/request',
  'POST /api/feedback',
  'GET /api/sets/search',
  'GET /api/sets/popular',
]);

/** Values some schema refuses: the first one a route's schema refuses is the one sent. */
const BAD_PARAMS = ['-', ' ', '%00', '..', 'x'];
const BAD_QUERIES: Array<Record<string, string>> = [
  { limit: 'lots', page: '-1', userId: '', setId: '', code: '' },
  { userId: ' ', setId: ' ' },
];
const BAD_BODY = {
  email: ['not an e-mail'],
  title: 42,
  flashcards: 'none',
  setId: { $ne: null },
  userId: 7,
  answer: null,
  feedback: '',
};

function refuses(schema: ZodType | undefined, value: unknown): boolean {
  return schema !== undefined && !schema.safeParse(value).success;
}

/** The route's URL with a parameter its schema refuses (when one is found) and a refused query. */
function badUrl(route: RecordedRoute): { url: string; invalid: string[] } {
  const invalid: string[] = [];
  let url = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = BAD_PARAMS.find((v) => refuses(route.params, { [name]: decodeURIComponent(v) })) ?? 'x';
    if (refuses(route.params, { [name]: decodeURIComponent(value) })) invalid.push(`param ${name}`);
    return value;
  });
  const query = BAD_QUERIES.find((q) => refuses(route.querystring, q));
  if (query) {
    invalid.push('query');
    url += `?${new URLSearchParams(query).toString()}`;
  }
  return { url, invalid };
}

/**
 * An anonymous caller learns nothing about a protected route, not even its rules: authentication
 * answers 401 before the path, query or body is parsed or validated (issue 16).
 */
describe('every protected route authenticates before it validates', () => {
  let t: TestApp;
  let routes: RecordedRoute[];
  beforeAll(async () => {
    const recorded = await recordRoutes(() => buildTestApp());
    t = recorded.built;
    routes = recorded.routes;
  });
  afterAll(() => t.app.close());

  it('names only routes that exist as public', () => {
    const names = new Set(routes.map(routeName));
    expect([...PUBLIC_ROUTES].filter((name) => !names.has(name))).toEqual([]);
  });

  it('answers 401 to an anonymous request with a bad path, query or body, on every protected route', async () => {
    const protectedRoutes = routes.filter((r) => r.method !== 'HEAD' && !PUBLIC_ROUTES.has(routeName(r)));
    expect(protectedRoutes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let refusedInputs = 0;
    for (const route of protectedRoutes) {
      const { url, invalid } = badUrl(route);
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      if (refuses(route.body, BAD_BODY)) invalid.push('body');
      if (invalid.length) refusedInputs++;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const attempts = [
        {
          what: `${invalid.join(', ') || 'no'} invalid input`,
          payload: hasBody ? JSON.stringify(BAD_BODY) : undefined,
        },
        ...(hasBody ? [{ what: 'malformed JSON', payload: '{"title": ' }] : []),
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method,
          url,
          ...(attempt.payload === undefined
            ? {}
            : { payload: attempt.payload, headers: { 'content-type': 'application/json' } }),
        });
        const body = res.json<{ code?: string }>();
        if (res.statusCode !== 401 || body.code !== 'unauthenticated')
          wrong.push(`${routeName(route)} (${attempt.what}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk is only worth something if most routes were given input their schemas refuse.
    expect(refusedInputs).toBeGreaterThan(protectedRoutes.length / 2);
  });

  it('also answers 401 to a token that opens no session, before validating', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sets/create',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      payload: { title: 42 },
    });
    expect(res.statusCode).toBe(401);
  });
});
