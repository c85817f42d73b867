import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** The cookie (on the issuer's host) a test sets to say who "chooses their account" in the popup. */
export const MOCK_OIDC_PERSON_COOKIE = 'mock_oidc_person';

/**
 * What the issuer does when the popup reaches its account chooser: sign in as this person, or
 * `deny` (the user cancels: back with error=access_denied), or `hold` (stay open until closed).
 */
export type MockOidcChoice =
  | { sub: string; email: string; name?: string; picture?: string; email_verified?: boolean }
  | { deny: true }
  | { hold: true };

export function mockOidcCookieValue(choice: MockOidcChoice): string {
  return Buffer.from(JSON.stringify(choice)).toString('base64url');
}

function choiceOf(req: IncomingMessage): MockOidcChoice | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === MOCK_OIDC_PERSON_COOKIE && value) {
      return JSON.parse(Buffer.from(value, 'base64url').toString()) as MockOidcChoice;
    }
  }
  return undefined;
}

/**
 * A real OpenID Connect issuer on loopback for the end-to-end run (oauth2-mock-server: discovery,
 * JWKS, authorize with PKCE and nonce, token endpoint). Each test picks its person by cookie, so
 * tests running side by side sign in as different people.
 */
export async function startMockOidcIssuer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url;
  if (!url) throw new Error('The mock OIDC issuer has no URL');

  const people = new Map<string, MockOidcChoice>();
  server.service.on('beforeAuthorizeRedirect', ({ url: redirect }: { url: URL }, req: IncomingMessage) => {
    const choice = choiceOf(req) ?? { sub: 'johndoe', email: 'johndoe@example.com', email_verified: true };
    if ('hold' in choice) {
      // Nowhere to go: the popup stays on the issuer until the user closes it.
      redirect.href = `${url}/account-chooser-waiting`;
    } else if ('deny' in choice) {
      redirect.searchParams.delete('code');
      redirect.searchParams.set('error', 'access_denied');
    } else {
      people.set(redirect.searchParams.get('code') ?? '', choice);
    }
  });
  // The token request carries the code the person was remembered under.
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: { code?: string } }) => {
      const person = people.get(req.body?.code ?? '');
      if (person) Object.assign(token.payload, person);
    },
  );

  return { url, stop: () => server.stop() };
}
