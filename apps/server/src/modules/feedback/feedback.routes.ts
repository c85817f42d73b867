import { FeedbackRequest, FeedbackResponse } from '@coursecards/shared/schemas/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { submitFeedback } from './feedback.service.ts';

/** POST /feedback: open to visitors (the landing page's Contact link) and users alike. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/feedback',
    { schema: { body: FeedbackRequest, response: { 201: FeedbackResponse } } },
    async (request, reply) => {
      await submitFeedback(db, clock, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
};
