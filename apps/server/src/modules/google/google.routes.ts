import {
  CheckExistingAccountRequest,
  CheckExistingAccountResponse,
  EMAIL_IN_USE_MESSAGE,
  GoogleLoginRequest,
  GoogleSignupRequest,
  SessionResponse,
} from '@coursecards/shared/schemas/auth';
import { ApiErrorBody } from '@coursecards/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { z } from 'zod';
import type { DB } from '../../db/types.ts';
import type { Config } from '../../env.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import type { Mailer } from '../../infra/mail/index.ts';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import {
  checkExistingAccount,
  EmailInUseError,
  googleLogin,
  googleSignup,
  type GoogleAccountDeps,
} from './google-accounts.service.ts';
import { identityOf, oidcSettingsOf, OidcClient } from './oidc-client.ts';
import {
  OIDC_LOGIN_LIFETIME,
  recordIssuedIdToken,
  savePendingLogin,
  takeIssuedIdToken,
  takePendingLogin,
} from './oidc-logins.repository.ts';
import { NOT_CONFIGURED, sendPopupPage } from './popup-page.ts';

export interface GoogleRoutesOptions {
  db: Kysely<DB>;
  clock: Clock;
  config: Config;
  /** the shipped school list: a Google sign-up's university must be one of them */
  schools: readonly string[];
  limit: Limiter;
  mailer: Mailer;
  background: BackgroundWork;
}

/**
 * The login attempt's state also rides in a cookie of the browser that started it, so a callback
 * carrying someone else's code and state (login CSRF) is refused.
 */
const STATE_COOKIE = 'coursecards_google_state';
const COOKIE_PATH = '/api/auth/google';

/** google-signup's 409 (accounts-and-discovery §7): the error body plus the flag the client branches on. */
const EmailInUseBody = ApiErrorBody.extend({ emailInUse: z.literal(true).optional() });

const FAILED = 'Google sign-in failed. Please try again.';
const EXPIRED = 'This sign-in attempt has expired. Please try again.';
const UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';
const SPENT = 'This Google sign-in has expired or was already used. Please try again.';

/**
 * Google sign-in (product decisions): the popup's two pages (start, callback) and the three calls of the
 * spec (check-existing-account, google-login, google-signup). Every ID token is verified here.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, options) => {
  const { db, clock, config, schools, limit } = options;
  const accounts: GoogleAccountDeps = {
    db,
    clock,
    mailer: options.mailer,
    background: options.background,
    publicUrl: config.publicUrl,
  };
  const settings = oidcSettingsOf(config);
  const oidc = settings ? new OidcClient(settings, clock) : null;
  const publicOrigin = new URL(config.publicUrl).origin;
  const secureCookie = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const noStore = { 'cache-control': 'no-store' };
  const googleLimit = limit(RateLimits.googlePerIp);

  const popupError = (reply: FastifyReply, error: string) =>
    sendPopupPage(reply, { type: 'coursecards:google', error }, publicOrigin);

  /**
   * The verified identity behind an ID token, which this spends: it must be one our callback handed
   * to a popup, carrying the nonce of the attempt this server started, and not taken before. 503
   * when this server has no Google settings.
   */
  const verify = async (token: string) => {
    if (!oidc) throw new AppError(503, 'unavailable', `${NOT_CONFIGURED}.`);
    const { identity, nonce } = await oidc.verifyIdToken(token).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      // The issuer's keys could not be fetched: not the user's fault, and worth a log line.
      app.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'ID token check failed');
      throw new AppError(503, 'unavailable', UNAVAILABLE);
    });
    if (!(await takeIssuedIdToken(db, clock, token, nonce))) throw unauthenticated(SPENT);
    return identity;
  };

  // The popup opens here: remember the attempt, then off to the issuer's account chooser.
  app.get('/auth/google/start', { preHandler: googleLimit }, async (_request, reply) => {
    if (!oidc) return popupError(reply, NOT_CONFIGURED);
    const login = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    let target: URL;
    try {
      target = await oidc.authorizationUrl(login);
    } catch (err) {
      app.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'OIDC discovery failed');
      return popupError(reply, UNAVAILABLE);
    }
    await savePendingLogin(db, clock, login);
    return reply
      .headers(noStore)
      .header('referrer-policy', 'no-referrer')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header(
        'set-cookie',
        `${STATE_COOKIE}=${login.state}; Path=${COOKIE_PATH}; Max-Age=${OIDC_LOGIN_LIFETIME / 1000}; HttpOnly; SameSite=Lax${secureCookie}`,
      )
      .redirect(target.href, 302);
  });

  // The issuer sends the popup back here with a code (or an error).
  app.get('/auth/google/callback', async (request, reply) => {
    reply.header(
      'set-cookie',
      `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secureCookie}`,
    );
    if (!oidc) return popupError(reply, NOT_CONFIGURED);
    const params = callbackParams(request);
    const state = params.get('state');
    const pending = state ? await takePendingLogin(db, clock, state) : null;

    const error = params.get('error');
    if (error) return popupError(reply, error === 'access_denied' ? 'cancelled' : FAILED);
    if (!state || !pending || cookieOf(request, STATE_COOKIE) !== state) return popupError(reply, EXPIRED);

    try {
      const { idToken, claims } = await oidc.exchangeCode(params, pending);
      const identity = identityOf(claims);
      // The one token google-login or google-signup will take, once, from this attempt.
      await recordIssuedIdToken(db, clock, idToken, pending.nonce);
      return sendPopupPage(
        reply,
        {
          type: 'coursecards:google',
          idToken,
          profile: {
            uid: identity.sub,
            email: identity.email,
            displayName: identity.name,
            photoURL: identity.picture,
          },
        },
        publicOrigin,
      );
    } catch (err) {
      if (err instanceof AppError) return popupError(reply, err.message);
      // Only the error's name and message: never a code or a token.
      app.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'Google callback failed');
      return popupError(reply, FAILED);
    }
  });

  app.post(
    '/auth/check-existing-account',
    {
      schema: { body: CheckExistingAccountRequest, response: { 200: CheckExistingAccountResponse } },
      preHandler: googleLimit,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return checkExistingAccount(db, clock, request.body.email);
    },
  );

  app.post(
    '/auth/google-login',
    { schema: { body: GoogleLoginRequest, response: { 200: SessionResponse } }, preHandler: googleLimit },
    async (request, reply) => {
      reply.headers(noStore);
      const identity = await verify(request.body.token);
      return googleLogin(accounts, identity);
    },
  );

  app.post(
    '/auth/google-signup',
    {
      schema: {
        body: GoogleSignupRequest,
        response: { 200: SessionResponse, 201: SessionResponse, 409: EmailInUseBody },
      },
      preHandler: googleLimit,
    },
    async (request, reply) => {
      reply.headers(noStore);
      const identity = await verify(request.body.token);
      try {
        const { session, created } = await googleSignup(accounts, identity, {
          university: request.body.university,
          schools,
        });
        return reply.code(created ? 201 : 200).send(session);
      } catch (err) {
        // The spec's error body for this case carries a flag beside the message.
        if (err instanceof EmailInUseError) {
          return reply.code(409).send({ message: EMAIL_IN_USE_MESSAGE, code: 'conflict', emailInUse: true });
        }
        throw err;
      }
    },
  );
};

/** The callback's query exactly as the issuer sent it. */
function callbackParams(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
