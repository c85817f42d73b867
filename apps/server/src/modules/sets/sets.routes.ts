import { FlashcardSet, FlashcardSetSummary, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { OkResponse } from '@coursecards/shared/schemas/auth';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authenticators, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import { createSet, deleteSet, getSet, listUserSets, updateSet, type SetsDeps } from './sets.service.ts';

const Id = z.string().min(1).max(64);

/** Writing and reading sets; every call needs a signed-in user (spec: all these screens do). */
export const setsRoutes: FastifyPluginAsyncZod<{ deps: SetsDeps; auth: Authenticators; limit: Limiter }> = async (
  app,
  { deps, auth, limit },
) => {
  signedInOnly(app, auth);
  const limitWrites = limit(RateLimits.setWritesPerUser);

  app.post(
    '/sets/create',
    { schema: { body: SaveSetRequest, response: { 201: FlashcardSet } }, preHandler: limitWrites },
    async (request, reply) => reply.code(201).send(await createSet(deps, currentUser(request), request.body)),
  );

  app.put(
    '/sets/update/:id',
    {
      schema: { params: z.object({ id: Id }), body: SaveSetRequest, response: { 200: FlashcardSet } },
      preHandler: limitWrites,
    },
    async (request) => updateSet(deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/sets/delete/:setId',
    {
      schema: {
        params: z.object({ setId: Id }),
        querystring: z.object({ userId: Id.optional() }),
        response: { 200: OkResponse },
      },
      preHandler: limitWrites,
    },
    async (request) => {
      await deleteSet(deps, currentUser(request), request.params.setId, request.query.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/sets/user/:uid',
    { schema: { params: z.object({ uid: Id }), response: { 200: z.array(FlashcardSetSummary) } } },
    async (request) => listUserSets(deps, currentUser(request), request.params.uid),
  );

  app.get(
    '/sets/:setId',
    { schema: { params: z.object({ setId: Id }), response: { 200: FlashcardSet } } },
    async (request) => getSet(deps, currentUser(request), request.params.setId),
  );
};
