import {
  AnswerCheckRequest,
  AnswerCheckResponse,
  DistractorsRequest,
  DistractorsResponse,
  GenerateFlashcardsRequest,
  GenerateFlashcardsResponse,
} from '@coursecards/shared/schemas/ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticators } from '../auth/authenticate.ts';
import { currentUser } from '../auth/authenticate.ts';
import { RateLimits } from '../rate-limit/policies.ts';
import type { Limiter } from '../rate-limit/rate-limit.ts';
import type { AiEngine } from './ai-engine.ts';
import type { DistractorPools } from './distractor-pools.ts';

/** Generation, distractors and answer checking: signed-in only, limited per user (issue 7). */
export const aiRoutes: FastifyPluginAsyncZod<{
  pools: DistractorPools;
  engine: AiEngine;
  auth: Authenticators;
  limit: Limiter;
}> = async (app, { pools, engine, auth, limit }) => {
  app.addHook('onRequest', auth.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ai/generate-flashcards',
    {
      schema: { body: GenerateFlashcardsRequest, response: { 200: GenerateFlashcardsResponse } },
      preHandler: limit(RateLimits.aiGeneratePerUser),
    },
    async (request) => {
      // A client that gives up (closes the overlay) stops the work it asked for.
      const abort = new AbortController();
      request.raw.once('close', () => {
        if (!request.raw.complete || request.raw.destroyed) abort.abort();
      });
      const { notes, count, autoCount } = request.body;
      return engine.generateFlashcards(notes, { count, autoCount, signal: abort.signal });
    },
  );

  app.post(
    '/quiz/generate-distractors',
    {
      schema: { body: DistractorsRequest, response: { 200: DistractorsResponse } },
      preHandler: limit(RateLimits.quizHelpPerUser),
    },
    async (request) => {
      const { correctAnswer, question, numberOfDistractors, setId } = request.body;
      const pool = await pools.forQuiz(currentUser(request).id, setId);
      return engine.generateDistractors({ question, correctAnswer, count: numberOfDistractors, pool });
    },
  );

  app.post(
    '/semantic-answer/check',
    {
      schema: { body: AnswerCheckRequest, response: { 200: AnswerCheckResponse } },
      preHandler: limit(RateLimits.quizHelpPerUser),
    },
    async (request) => engine.checkAnswer(request.body.userAnswer, request.body.correctAnswer, request.body.question),
  );
};
