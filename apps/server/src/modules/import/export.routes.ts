import { ExportQuery } from '@coursecards/shared/schemas/import-export';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authenticators, currentUser } from '../../infra/authentication/index.ts';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import { getSet, type SetsDeps } from '../sets/index.ts';
import type { ImageStore } from '../uploads/index.ts';
import { attachment, exportSet } from './set-export.ts';

/**
 * GET /sets/{setId}/export?format=csv|text|apkg: the set as a file, for anyone who may view it (a
 * private set is "not found" to everyone but its owner, as when viewing it).
 */
export const exportRoutes: FastifyPluginAsyncZod<{
  deps: SetsDeps;
  store: ImageStore;
  auth: Authenticators;
  limit: Limiter;
  publicUrl: string;
}> = async (app, { deps, store, auth, limit, publicUrl }) => {
  app.get(
    '/sets/:setId/export',
    {
      schema: { params: z.object({ setId: z.string().min(1).max(64) }), querystring: ExportQuery },
      onRequest: auth.requireUser,
      preHandler: limit(RateLimits.exportPerUser),
      // An Anki package is zip-compressed already.
      compress: false,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const set = await getSet(deps, viewer, request.params.setId);
      const file = await exportSet(set, request.query.format, {
        viewerId: viewer.id,
        store,
        publicUrl,
        now: Math.floor(deps.clock.now() / 1000),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
