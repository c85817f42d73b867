import { HealthResponse } from '@coursecards/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';

/** GET /health: the process is up and the database answers. For load balancers and monitors. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (request, reply) => {
    try {
      await pingDatabase(database);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new AppError(503, 'unavailable', 'The database is not reachable');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version, database: database.dialect };
  });
};
