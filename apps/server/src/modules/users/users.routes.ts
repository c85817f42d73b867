import { SessionUser } from '@coursecards/shared/schemas/auth';
import {
  SetCountsResponse,
  TotalLikesResponse,
  UpdateProfileRequest,
  UserProfile,
} from '@coursecards/shared/schemas/user';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { toUserProfile } from './user-dto.ts';
import { assertSelf, findVisibleUser, setCounts, syncLikes, totalLikes, updateProfile } from './users.service.ts';

const UidParams = z.object({ uid: z.string().min(1).max(64) });

/** Profiles: read your own or (without e-mail) someone else's; change only your own. */
export const usersRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  signedInOnly(app, auth);
  const limitUpdates = limit(RateLimits.profileUpdatePerUser);

  app.get('/user/profile', { schema: { response: { 200: UserProfile } } }, async (request) => {
    const user = currentUser(request);
    return toUserProfile(user, user.id);
  });

  app.get('/user/:uid', { schema: { params: UidParams, response: { 200: UserProfile } } }, async (request) => {
    const viewer = currentUser(request);
    return toUserProfile(await findVisibleUser(db, viewer, request.params.uid), viewer.id);
  });

  app.put(
    '/user/:uid',
    {
      schema: { params: UidParams, body: UpdateProfileRequest, response: { 200: SessionUser } },
      preHandler: limitUpdates,
    },
    async (request) => {
      const user = currentUser(request);
      assertSelf(user, request.params.uid);
      if (request.body.uid !== undefined) assertSelf(user, request.body.uid);
      return updateProfile(db, clock, user, request.body);
    },
  );

  app.post(
    '/user/update-profile',
    { schema: { body: UpdateProfileRequest, response: { 200: SessionUser } }, preHandler: limitUpdates },
    async (request) => {
      const user = currentUser(request);
      if (request.body.uid !== undefined) assertSelf(user, request.body.uid);
      return updateProfile(db, clock, user, request.body);
    },
  );

  app.get(
    '/user/:uid/total-likes',
    { schema: { params: UidParams, response: { 200: TotalLikesResponse } } },
    async (request) => {
      const target = await findVisibleUser(db, currentUser(request), request.params.uid);
      return { totalLikes: await totalLikes(db, target.id) };
    },
  );

  app.post(
    '/user/:uid/sync-likes',
    { schema: { params: UidParams, response: { 200: TotalLikesResponse } } },
    async (request) => {
      const user = currentUser(request);
      assertSelf(user, request.params.uid);
      return { totalLikes: await syncLikes(db, user.id) };
    },
  );

  app.get(
    '/sets/counts/:uid',
    { schema: { params: UidParams, response: { 200: SetCountsResponse } } },
    async (request) => {
      const user = currentUser(request);
      assertSelf(user, request.params.uid);
      return setCounts(db, user.id);
    },
  );
};
