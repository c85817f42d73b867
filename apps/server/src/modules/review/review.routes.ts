import { OkResponse } from '@coursecards/shared/schemas/auth';
import {
  AnswerRequest,
  AnswerResponse,
  DueQuery,
  DueResponse,
  ProgressResponse,
  ReviewSettings,
  ReviewSetsResponse,
  StatsResponse,
  UndoResponse,
} from '@coursecards/shared/schemas/review';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DialectName } from '../../db/database.ts';
import { type FeatureRouteOptions, currentUser, signedInOnly } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { answer, undoLast } from './review-answers.ts';
import type { ReviewCaches } from './review-caches.ts';
import { dueQueue, setProgress, setsToReview } from './review-queue.ts';
import { publicSettings, saveSettings, settingsOf } from './review-settings.ts';
import { reviewStats } from './review-stats.ts';
import { StudentClocks } from './student-clocks.ts';
import { WriteBatch } from './write-batch.ts';
import { ParameterFitting } from './parameter-fitting.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';

const Id = z.string().min(1).max(64);

/** Spaced repetition (docs/product/review.md): every route is the signed-in student's own. */
export const reviewRoutes: FastifyPluginAsyncZod<
  FeatureRouteOptions & {
    dialect: DialectName;
    /** end-to-end tests: a route that moves the asking student's review clock */
    testClock: boolean;
    /** counts derived from each student's reviews, cleared by the app when a set is written */
    caches: ReviewCaches;
    /** where a student's own parameters are fitted, after their answers */
    background: BackgroundWork;
  }
> = async (app, { db, dialect, clock, auth, limit, testClock, caches, background }) => {
  signedInOnly(app, auth);
  const clocks = new StudentClocks(clock);
  const writes = new WriteBatch(db);
  const fitting = new ParameterFitting(db, clock, background);
  app.addHook('onClose', () => writes.idle());
  const limitAnswers = limit(RateLimits.reviewAnswersPerUser);
  const deps = (userId: string) => ({ db, dialect, clock: clocks.of(userId), writes });

  app.get('/review/due', { schema: { querystring: DueQuery, response: { 200: DueResponse } } }, async (request) => {
    const user = currentUser(request);
    return dueQueue(db, clocks.of(user.id), user.id, request.query.limit, request.query.setId, caches);
  });

  app.post(
    '/review/answer',
    {
      schema: {
        body: AnswerRequest,
        headers: z.object({ 'idempotency-key': z.string().max(64).optional() }),
        response: { 200: AnswerResponse },
      },
      preHandler: limitAnswers,
    },
    async (request) => {
      const user = currentUser(request);
      const answered = await answer(deps(user.id), user.id, request.body, request.headers['idempotency-key']);
      fitting.consider(user.id);
      return answered;
    },
  );

  app.post(
    '/review/undo',
    { schema: { response: { 200: UndoResponse } }, preHandler: limitAnswers },
    async (request) => {
      const user = currentUser(request);
      return undoLast(deps(user.id), user.id);
    },
  );

  app.get('/review/stats', { schema: { response: { 200: StatsResponse } } }, async (request) => {
    const user = currentUser(request);
    return reviewStats(db, clocks.of(user.id), user.id, caches);
  });

  app.get('/review/sets', { schema: { response: { 200: ReviewSetsResponse } } }, async (request) => {
    const user = currentUser(request);
    return setsToReview(db, clocks.of(user.id), user.id, caches);
  });

  app.get('/review/settings', { schema: { response: { 200: ReviewSettings } } }, async (request) =>
    publicSettings(await settingsOf(db, currentUser(request).id)),
  );

  app.put(
    '/review/settings',
    { schema: { body: ReviewSettings, response: { 200: ReviewSettings } }, preHandler: limitAnswers },
    async (request) => saveSettings(db, clock, currentUser(request).id, request.body),
  );

  app.get(
    '/sets/:setId/progress',
    { schema: { params: z.object({ setId: Id }), response: { 200: ProgressResponse } } },
    async (request) => setProgress(db, currentUser(request).id, request.params.setId),
  );

  if (testClock) {
    app.post(
      '/test/review-clock',
      {
        schema: {
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(10 * 365 * 86_400_000),
          }),
          response: { 200: OkResponse },
        },
      },
      async (request) => {
        clocks.advance(currentUser(request).id, request.body.advanceMs);
        return { ok: true as const };
      },
    );
  }
};
