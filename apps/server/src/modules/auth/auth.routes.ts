import {
  CheckUsernameRequest,
  CheckUsernameResponse,
  ExchangeTokenRequest,
  ExchangeTokenResponse,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  OkResponse,
  ResetPasswordRequest,
  SessionResponse,
  SignupCompleteRequest,
  SignupRequest,
  SignupResponse,
  VerifyTokenResponse,
} from '@coursecards/shared/schemas/auth';
import { AccountLimits } from '@coursecards/shared/constants/limits';
import { USERNAME_PATTERN } from '@coursecards/shared/domain/username';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterResponse } from '../../lib/background-tasks.ts';
import { type Limiter, RateLimits } from '../../infra/rate-limit/index.ts';
import { toSessionUser } from '../users/index.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { type Authenticators, currentUser, revokeSession } from '../../infra/authentication/index.ts';
import {
  completeSignup,
  exchangeToken,
  isUsernameAvailable,
  login,
  requestPasswordReset,
  resetPassword,
  startSignup,
  type AuthDeps,
} from './auth.service.ts';

export interface AuthRoutesOptions {
  deps: AuthDeps;
  auth: Authenticators;
  limit: Limiter;
  throttle: SignInThrottle;
}

/** E-mail and password accounts: sign-up in two steps, login, logout, session check, password reset. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { deps, auth, limit, throttle }) => {
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/auth/verify-token',
    { schema: { response: { 200: VerifyTokenResponse } }, onRequest: auth.requireUser },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true, user: toSessionUser(currentUser(request)) };
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginRequest, response: { 200: SessionResponse } } },
    async (request, reply) => {
      reply.headers(noStore);
      // Counted before the password is hashed; only a failure stays counted.
      const attempt = await throttle.startLogin(request, reply, request.body.email);
      try {
        const session = await login(deps, request.body.email, request.body.password);
        await attempt.signedIn(reply, session.user.uid);
        return session;
      } catch (err) {
        await attempt.failed(err);
        throw err;
      }
    },
  );

  // Logging out always succeeds: the client clears its session whatever the server says.
  app.post(
    '/auth/logout',
    { schema: { response: { 200: OkResponse } }, onRequest: auth.optionalUser },
    async (request) => {
      if (request.sessionId) await revokeSession(deps.db, request.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/check-username',
    {
      schema: { body: CheckUsernameRequest, response: { 200: CheckUsernameResponse } },
      onRequest: auth.optionalUser,
      preHandler: limit(RateLimits.usernameCheckPerIp),
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { username } = request.body;
      const wellFormed = username.length >= AccountLimits.usernameMin && username.length <= AccountLimits.usernameMax;
      if (!wellFormed || !USERNAME_PATTERN.test(username)) return { available: false };
      return { available: await isUsernameAvailable(deps, username, request.user?.id) };
    },
  );

  app.post(
    '/auth/signup',
    {
      schema: { body: SignupRequest, response: { 201: SignupResponse } },
      preHandler: limit(RateLimits.signupPerIp),
    },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await startSignup(deps, request.body)),
  );

  app.post(
    '/auth/signup/complete',
    {
      schema: { body: SignupCompleteRequest, response: { 200: SessionResponse } },
      preHandler: limit(RateLimits.signupCompletePerIp),
    },
    async (request, reply) => {
      reply.headers(noStore);
      const session = await completeSignup(deps, request.body);
      await throttle.signedInOtherwise(request, reply, session.user.uid, { forgetOthers: false });
      return session;
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordRequest, response: { 200: ForgotPasswordResponse } } },
    async (request, reply) => {
      const { email } = request.body;
      // Beyond the account's mails for the hour the answer is the same, and no mail is sent. The
      // address is looked up only once the answer has left: known and unknown ones answer alike, as fast.
      if (await throttle.allowsResetMail(request, reply, email))
        afterResponse(reply, deps.background, 'password reset', () => requestPasswordReset(deps, email));
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { body: ResetPasswordRequest, response: { 200: SessionResponse } },
      preHandler: limit(RateLimits.resetPerIp),
    },
    async (request, reply) => {
      reply.headers(noStore);
      const session = await resetPassword(deps, request.body.token, request.body.password);
      await throttle.signedInOtherwise(request, reply, session.user.uid, { forgetOthers: true });
      return session;
    },
  );

  app.post(
    '/auth/exchange-token',
    {
      schema: { body: ExchangeTokenRequest, response: { 200: ExchangeTokenResponse } },
      preHandler: limit(RateLimits.exchangePerIp),
    },
    async (request, reply) => {
      reply.headers(noStore);
      return exchangeToken(deps, request.body.token);
    },
  );
};
