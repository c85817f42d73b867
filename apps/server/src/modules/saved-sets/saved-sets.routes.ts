import {
  SaveSetResponse,
  SavedStatusResponse,
  SetActionRequest,
  SetQuery,
} from '@coursecards/shared/schemas/discovery';
import { OkResponse } from '@coursecards/shared/schemas/auth';
import { FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/types.ts';
import { assertSelf } from '../sets/index.ts';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { listSavedSets, saveSet, savedStatus, unsaveSet } from './saved-sets.service.ts';

/** The signed-in user; a userId naming someone else is refused (product decisions). */
function self(request: FastifyRequest, userId: string | undefined): UserRow {
  const user = currentUser(request);
  assertSelf(userId, user.id, 'You can only see and change your own saved sets');
  return user;
}

export const savedSetsRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  signedInOnly(app, auth);
  const limitWrites = limit(RateLimits.savesPerUser);

  app.get(
    '/sets/saved/:userId',
    {
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: z.array(FlashcardSetSummary) },
      },
    },
    async (request) => listSavedSets(db, self(request, request.params.userId)),
  );

  app.post(
    '/sets/save',
    { schema: { body: SetActionRequest, response: { 200: SaveSetResponse } }, preHandler: limitWrites },
    async (request) => saveSet(db, clock, self(request, request.body.userId), request.body.setId),
  );

  app.post(
    '/sets/unsave',
    { schema: { body: SetActionRequest, response: { 200: OkResponse } }, preHandler: limitWrites },
    async (request) => {
      await unsaveSet(db, self(request, request.body.userId), request.body.setId);
      return { ok: true as const };
    },
  );

  app.get(
    '/sets/saved-status',
    { schema: { querystring: SetQuery, response: { 200: SavedStatusResponse } } },
    async (request) => savedStatus(db, self(request, request.query.userId), request.query.setId),
  );
};
