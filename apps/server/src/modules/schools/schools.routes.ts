import { OkResponse, UniversityRequestBody } from '@coursecards/shared/schemas/auth';
import { LogSearchRequest } from '@coursecards/shared/schemas/schools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendsCachedBody } from '../../lib/cached-body.ts';
import { sendWhenReady } from '../../lib/maybe-promise.ts';
import type { FeatureRouteOptions } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { SchoolSetCounts } from './school-set-counts.ts';
import { insertSearchLog, insertUniversityRequest } from './schools.repository.ts';

/** The landing page's school search: real set counts per school, search logging, missing-school requests. */
export const schoolsRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  const counts = new SchoolSetCounts(db, clock);

  // The body is SchoolSetCountsResponse, sent ready-made (see SchoolSetCounts).
  app.get('/schools/set-counts', sendsCachedBody, (request, reply) =>
    sendWhenReady(reply, counts.get(), (body) => body.send(request, reply)),
  );

  // The spec's path; open to visitors, who search before they have an account.
  app.post(
    '/logRoutes/logSearch',
    {
      schema: { body: LogSearchRequest, response: { 201: OkResponse } },
      onRequest: auth.optionalUser,
      preHandler: limit(RateLimits.searchLogPerIp),
    },
    async (request, reply) => {
      await insertSearchLog(db, {
        school: request.body.school,
        userId: request.user?.id ?? null,
        createdAt: clock.now(),
      });
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    '/universities/request',
    {
      schema: { body: UniversityRequestBody, response: { 201: OkResponse } },
      onRequest: auth.optionalUser,
      preHandler: limit(RateLimits.universityRequestPerIp),
    },
    async (request, reply) => {
      await insertUniversityRequest(db, {
        name: request.body.name,
        email: request.body.email ?? request.user?.email ?? null,
        userId: request.user?.id ?? null,
        createdAt: clock.now(),
      });
      return reply.code(201).send({ ok: true });
    },
  );
};
