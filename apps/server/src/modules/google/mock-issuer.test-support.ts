import { OAuth2Server } from 'oauth2-mock-server';

/** Claims a real Google ID token carries beyond the protocol's own. */
export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  [claim: string]: unknown;
}

export interface MockIssuer {
  url: string;
  server: OAuth2Server;
  /** the person who "chooses their account" in the next authorizations */
  signInAs(claims: GoogleClaims): void;
  /** an ID token signed by the issuer's key; `change` edits the payload before signing */
  idToken(claims: GoogleClaims, audience: string, change?: (payload: Record<string, unknown>) => void): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect issuer on loopback (oauth2-mock-server): discovery, JWKS, authorize with
 * PKCE and nonce, token endpoint. Its ID tokens say "johndoe" unless told who signs in.
 */
export async function startMockIssuer(): Promise<MockIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url;
  if (!url) throw new Error('The mock issuer has no URL');

  let current: GoogleClaims = { sub: 'johndoe' };
  // Every token the endpoint signs (access and ID token) gets the person's claims.
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, current);
  });

  return {
    url,
    server,
    signInAs(claims) {
      current = claims;
    },
    idToken(claims, audience, change) {
      return server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, { aud: audience }, claims);
          change?.(payload);
        },
      });
    },
    stop: () => server.stop(),
  };
}
