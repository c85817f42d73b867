import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import type { Config } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import { isStorableText, storableText } from '../../plugins/text-guard.ts';

/** The identity an ID token proves, after every check. */
export interface GoogleIdentity {
  sub: string;
  /** lower-cased, as the users table keeps e-mail addresses */
  email: string;
  /** true only when the issuer says so; undefined when it says nothing */
  emailVerified: boolean | undefined;
  name: string | null;
  picture: string | null;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** where the issuer sends the popup back: PUBLIC_URL + /api/auth/google/callback */
  redirectUri: string;
}

export const CALLBACK_PATH = '/api/auth/google/callback';

/** The Google settings of this server, or null when sign-in with Google is not set up. */
export function oidcSettingsOf(config: Config): OidcSettings | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
  };
}

/**
 * ID tokens are spent right after the popup closes (check, sign-up, login follow within seconds),
 * so an older one is refused even while the issuer would still call it valid: a leaked token is
 * of little use.
 */
const ID_TOKEN_MAX_AGE = '10 minutes';

/** Asymmetric signatures only: a shared-secret (HS*) or unsigned token never passes. */
const SIGNING_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Plain http is accepted for an issuer on this machine only (a development or test issuer). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * OpenID Connect against Google (or any issuer): discovery once, authorization code + PKCE, and
 * ID token verification against the issuer's published keys.
 */
export class OidcClient {
  #configuration: Promise<client.Configuration> | null = null;
  #jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    readonly settings: OidcSettings,
    private readonly clock: Clock,
  ) {}

  /** The issuer's metadata, fetched once; a failed fetch is retried by the next caller. */
  configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      const issuer = new URL(this.settings.issuer);
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
      this.#configuration = client
        .discovery(
          issuer,
          this.settings.clientId,
          this.settings.clientSecret,
          client.ClientSecretPost(this.settings.clientSecret),
          {
            // The ID token's signature is checked at the callback as well, not only trusted from TLS.
            execute: insecure
              ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
              : [client.enableNonRepudiationChecks],
            timeout: 10,
          },
        )
        .catch((err: unknown) => {
          this.#configuration = null;
          throw err;
        });
    }
    return this.#configuration;
  }

  /** The account chooser's address for one login attempt. */
  async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    const configuration = await this.configuration();
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      prompt: 'select_account',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Trades the code for tokens (client secret + PKCE verifier) and checks the ID token's signature,
   * issuer, audience, expiry and nonce. Returns the raw ID token and its claims.
   */
  async exchangeCode(
    callbackParams: URLSearchParams,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ idToken: string; claims: client.IDToken }> {
    const configuration = await this.configuration();
    const currentUrl = new URL(this.settings.redirectUri);
    for (const [key, value] of callbackParams) currentUrl.searchParams.append(key, value);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) throw new Error('The issuer returned no ID token');
    return { idToken: tokens.id_token, claims };
  }

  /**
   * Verifies an ID token the browser hands back: signature by one of the issuer's keys, issuer,
   * audience (our client id), expiry and age. Nothing the client says about itself is trusted.
   * Returns the identity and the token's nonce (which attempt it answers: the caller checks it).
   */
  async verifyIdToken(idToken: string): Promise<{ identity: GoogleIdentity; nonce: unknown }> {
    const configuration = await this.configuration();
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('The issuer publishes no jwks_uri');
    this.#jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 10_000 });

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.#jwks, {
        issuer: acceptedIssuers(metadata.issuer),
        audience: this.settings.clientId,
        algorithms: SIGNING_ALGORITHMS,
        maxTokenAge: ID_TOKEN_MAX_AGE,
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: new Date(this.clock.now()),
        clockTolerance: 30,
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw unauthenticated('Your Google sign-in has expired. Please try again.');
      if (err instanceof joseErrors.JOSEError) throw unauthenticated('Google authentication failed. Please try again.');
      throw err;
    }
    return { identity: identityOf(payload), nonce: payload.nonce };
  }
}

/** Google signs with either spelling of its issuer (its documentation says so); others with one. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

const UNUSABLE_ACCOUNT = 'This Google account cannot be used to sign in here.';

/** A display name we can store and show: trimmed, at most 200 characters, none a database refuses. */
function nameOf(claim: unknown): string | null {
  if (typeof claim !== 'string') return null;
  const name = storableText(claim.trim().slice(0, 200)).trim();
  return name || null;
}

/** The profile fields of verified claims; refuses tokens without a usable, verified e-mail. */
export function identityOf(claims: JWTPayload | client.IDToken): GoogleIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!claims.sub || !email) throw badRequest('Your Google account did not share an email address.');
  // The identifiers are stored and looked up as they are: a NUL in them would fail the query (PostgreSQL).
  if (!isStorableText(claims.sub) || !isStorableText(email)) throw badRequest(UNUSABLE_ACCOUNT);
  // Google sends a boolean, some issuers the string "true".
  const verified = claims.email_verified;
  const emailVerified = verified === undefined ? undefined : verified === true || verified === 'true';
  if (emailVerified === false) {
    throw new AppError(403, 'forbidden', 'Please verify your Google email address, then try again.');
  }
  return {
    sub: claims.sub,
    email,
    emailVerified,
    name: nameOf(claims.name),
    picture:
      typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) && isStorableText(claims.picture)
        ? claims.picture.slice(0, 2048)
        : null,
  };
}
