import {
  MatchFinishRequest,
  MatchFinishResponse,
  MatchScoresResponse,
  MatchSetParams,
  MatchStartResponse,
} from '@coursecards/shared/schemas/match';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { finishGame, scores, startGame } from './match.service.ts';

/** Match's clock, best times and class leaderboard (learn-and-match §5): signed-in only. */
export const matchRoutes: FastifyPluginAsyncZod<FeatureRouteOptions> = async (app, { db, clock, auth, limit }) => {
  signedInOnly(app, auth);
  const limitGames = limit(RateLimits.matchGamesPerUser);

  app.post(
    '/match/:setId/start',
    { schema: { params: MatchSetParams, response: { 200: MatchStartResponse } }, preHandler: limitGames },
    async (request) => startGame(db, clock, currentUser(request), request.params.setId),
  );

  app.post(
    '/match/:setId/finish',
    {
      schema: { params: MatchSetParams, body: MatchFinishRequest, response: { 200: MatchFinishResponse } },
      preHandler: limitGames,
    },
    async (request) => {
      const { attemptId, wrongPairs } = request.body;
      return finishGame(db, clock, currentUser(request), request.params.setId, attemptId, wrongPairs);
    },
  );

  app.get(
    '/match/:setId/scores',
    { schema: { params: MatchSetParams, response: { 200: MatchScoresResponse } } },
    async (request) => scores(db, currentUser(request), request.params.setId),
  );
};
