import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GoogleClaims, MockIssuer } from './mock-issuer.test-support.ts';
import type { PopupMessage } from './popup-page.ts';

/** The message the popup page posts to its opener, read from its inline script. */
export function popupMessageOf(html: string): PopupMessage {
  const match = /var message = (.*);\n/.exec(html);
  if (!match?.[1]) throw new Error(`No message in the popup page:\n${html}`);
  return JSON.parse(match[1]) as PopupMessage;
}

/**
 * The popup's whole journey: start → the issuer's authorize → callback, following redirects by
 * hand, as a browser would. `publicUrl` is the server's PUBLIC_URL (the registered redirect URI).
 */
export async function popupFlow(
  app: FastifyInstance,
  issuer: MockIssuer,
  person: GoogleClaims,
  options: { cookie?: boolean; publicUrl?: string } = {},
) {
  issuer.signInAs(person);
  const start = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const authorize = new URL(String(start.headers.location));
  const atIssuer = await fetch(authorize, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  const back = new URL(atIssuer.headers.get('location')!);
  if (options.publicUrl) expect(back.origin + back.pathname).toBe(`${options.publicUrl}/api/auth/google/callback`);
  const callback = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: options.cookie === false ? {} : { cookie },
  });
  return { start, authorize, callback, back, cookie };
}

/** The ID token a whole popup journey hands to the page, as the web app receives it. */
export async function idTokenThroughPopup(
  app: FastifyInstance,
  issuer: MockIssuer,
  person: GoogleClaims,
): Promise<string> {
  const { callback } = await popupFlow(app, issuer, person);
  const message = popupMessageOf(callback.body);
  if (!('idToken' in message)) throw new Error(`The popup reported an error: ${message.error}`);
  return message.idToken;
}

/** Both calls that take an ID token (sign-in, and sign-up with a school) refuse `token` with 401 and `message`. */
export async function expectTokenRefused(app: FastifyInstance, token: string, message: string): Promise<void> {
  for (const [url, extra] of [
    ['/api/auth/google-login', {}],
    ['/api/auth/google-signup', { university: 'University of California, Santa Cruz' }],
  ] as const) {
    const res = await app.inject({ method: 'POST', url, payload: { token, ...extra } });
    expect(res.statusCode, url).toBe(401);
    expect(res.json(), url).toEqual({ message, code: 'unauthenticated' });
  }
}
