import { FeedbackRequest, FeedbackResponse } from '@coursecards/shared/schemas/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureRouteOptions } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { submitFeedback } from './feedback.service.ts';

/** POST /feedback: open to visitors (the landing page's Contact link) and users alike. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  app.post(
    '/feedback',
    {
      schema: { body: FeedbackRequest, response: { 201: FeedbackResponse } },
      onRequest: auth.optionalUser,
      preHandler: limit(RateLimits.feedbackPerIp),
    },
    async (request, reply) => {
      await submitFeedback(db, clock, { ...request.body, userId: request.user?.id ?? null });
      return reply.code(201).send({ ok: true });
    },
  );
};
