import {
  LikeChangeResponse,
  LikesCountResponse,
  LikeStatusResponse,
  SetActionRequest,
  SetQuery,
} from '@coursecards/shared/schemas/discovery';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/types.ts';
import { assertSelf } from '../sets/index.ts';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { hasLiked, like, likesCount, unlike } from './likes.service.ts';

/** The signed-in user; a userId naming someone else is refused (product decisions). */
function self(request: FastifyRequest, userId: string | undefined): UserRow {
  const user = currentUser(request);
  assertSelf(userId, user.id, 'You can only like as yourself');
  return user;
}

export const likesRoutes: FastifyPluginAsyncZod<
  FeatureRouteOptions & {
    /** likes order search results and popular sets: cached listings are out of date */
    catalogueChanged: () => void;
  }
> = async (app, { db, clock, auth, limit, catalogueChanged }) => {
  signedInOnly(app, auth);
  const limitWrites = limit(RateLimits.likesPerUser);

  app.get(
    '/likes/status',
    { schema: { querystring: SetQuery, response: { 200: LikeStatusResponse } } },
    async (request) => ({
      hasLiked: await hasLiked(db, self(request, request.query.userId), request.query.setId),
    }),
  );

  app.get(
    '/likes/count',
    { schema: { querystring: SetQuery, response: { 200: LikesCountResponse } } },
    async (request) => ({
      likesCount: await likesCount(db, currentUser(request), request.query.setId),
    }),
  );

  app.post(
    '/likes/like',
    { schema: { body: SetActionRequest, response: { 200: LikeChangeResponse } }, preHandler: limitWrites },
    async (request) => {
      const answer = await like(db, clock, self(request, request.body.userId), request.body.setId);
      catalogueChanged();
      return answer;
    },
  );

  app.post(
    '/likes/unlike',
    { schema: { body: SetActionRequest, response: { 200: LikeChangeResponse } }, preHandler: limitWrites },
    async (request) => {
      const answer = await unlike(db, self(request, request.body.userId), request.body.setId);
      catalogueChanged();
      return answer;
    },
  );
};
