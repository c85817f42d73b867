import { EmailVerificationResponse, VerifyEmailRequest } from '@coursecards/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import { currentUser, type Authenticators } from '../../infra/authentication/index.ts';
import { resendVerification, verifyEmail, type EmailVerificationDeps } from './email-verification.service.ts';

export interface EmailVerificationRoutesOptions {
  deps: EmailVerificationDeps;
  auth: Authenticators;
  limit: Limiter;
}

/** Proving an e-mail address: the mailed link's landing call, and a new link on request. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<EmailVerificationRoutesOptions> = async (
  app,
  { deps, auth, limit },
) => {
  const noStore = { 'cache-control': 'no-store' };

  // Open to anyone with the link: it is often opened on another device than the one signed in.
  app.post(
    '/auth/verify-email',
    {
      schema: { body: VerifyEmailRequest, response: { 200: EmailVerificationResponse } },
      preHandler: limit(RateLimits.verifyEmailPerIp),
    },
    async (request, reply) => {
      reply.headers(noStore);
      return verifyEmail(deps, request.body.token);
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: { response: { 200: EmailVerificationResponse } },
      // Signed in first (before anything else of the request is read), then counted per student.
      onRequest: auth.requireUser,
      preHandler: limit(RateLimits.verificationMailPerUser),
    },
    async (request, reply) => {
      reply.headers(noStore);
      return resendVerification(deps, currentUser(request));
    },
  );
};
