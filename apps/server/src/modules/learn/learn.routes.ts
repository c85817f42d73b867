import { OkResponse } from '@coursecards/shared/schemas/auth';
import {
  AnswerOverrideRequest,
  LearnProgressResponse,
  LearnSetParams,
  SaveLearnProgressRequest,
} from '@coursecards/shared/schemas/learn';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { LearnLimits } from '@coursecards/shared/constants/limits';
import { getProgress, logOverride, saveProgress } from './learn.service.ts';

/** Learn's stored progress and the "I was right" log (learn-and-match §5): signed-in, own data only. */
export const learnRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  signedInOnly(app, auth);
  const limitWrites = limit(RateLimits.learnWritesPerUser);

  app.get(
    '/learn/:setId/progress',
    { schema: { params: LearnSetParams, response: { 200: LearnProgressResponse } } },
    async (request) => getProgress(db, currentUser(request), request.params.setId),
  );

  app.put(
    '/learn/:setId/progress',
    {
      schema: { params: LearnSetParams, body: SaveLearnProgressRequest, response: { 200: LearnProgressResponse } },
      // The body is JSON a little larger than the stored progress may be; the service checks the progress itself.
      bodyLimit: 2 * LearnLimits.progressMaxBytes,
      preHandler: limitWrites,
    },
    async (request) => saveProgress(db, clock, currentUser(request), request.params.setId, request.body.progress),
  );

  app.post(
    '/answer-overrides',
    { schema: { body: AnswerOverrideRequest, response: { 201: OkResponse } }, preHandler: limitWrites },
    async (request, reply) => {
      await logOverride(db, clock, currentUser(request), request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
