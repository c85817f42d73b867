import {
  AnswerCheckRequest,
  AnswerCheckResponse,
  DistractorsRequest,
  DistractorsResponse,
  GenerateFlashcardsRequest,
  GenerateFlashcardsResponse,
} from '@coursecards/shared/schemas/ai';
import { AnswerCheckError, type AiEngine } from '@coursecards/ai-engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { type Authenticators, currentUser } from '../../infra/authentication/index.ts';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import type { DistractorPools } from './distractor-pools.ts';

/** Generation, distractors and answer checking: signed-in only, limited per user (issue 7). */
export const aiRoutes: FastifyPluginAsyncZod<{
  pools: DistractorPools;
  engine: AiEngine;
  auth: Authenticators;
  limit: Limiter;
}> = async (app, { pools, engine, auth, limit }) => {
  app.addHook('onRequest', auth.requireUser);
  app.addHook('onClose', async () => engine.close?.());
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
    async (request, reply) => {
      const { userAnswer, correctAnswer, question } = request.body;
      return engine.checkAnswer(userAnswer, correctAnswer, question).catch((err: unknown) => {
        if (!(err instanceof AnswerCheckError)) throw err;
        if (err.failure === 'busy') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw answerCheckFailure(err);
      });
    },
  );
};

/** How long a client turned away as busy should wait before asking again. */
const RETRY_AFTER_SECONDS = 2;

/** What a client reads when an answer could not be checked (the quiz then compares the text itself). */
function answerCheckFailure(err: AnswerCheckError): AppError {
  switch (err.failure) {
    case 'busy':
      return new AppError(503, 'unavailable', 'The answer checker is busy. Please try again in a moment.');
    case 'timeout':
      return new AppError(422, 'validation_error', 'This answer took too long to check.');
    case 'crashed':
      return new AppError(500, 'internal_error', 'The answer could not be checked.');
  }
}
