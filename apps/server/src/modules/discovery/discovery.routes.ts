import { PageLimits } from '@coursecards/shared/constants/limits';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { PopularSetsQuery, SearchSetsQuery } from '@coursecards/shared/schemas/discovery';
import { FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import { z } from '@coursecards/shared/schemas/z';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Authenticators } from '../auth/authenticate.ts';
import { toSetSummary } from '../sets/set-dto.ts';
import { popularSets, searchByClassCode } from './discovery.repository.ts';

const SetList = z.array(FlashcardSetSummary);

/** Class-code search and popular sets: public data, so a session is optional. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB>; auth: Authenticators }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/sets/search',
    { schema: { querystring: SearchSetsQuery, response: { 200: SetList } }, preHandler: auth.optionalUser },
    async (request, reply) => {
      const { classCode, userId } = request.query;
      // The userId only says whose school goes first; naming someone else is refused.
      if (userId !== undefined && userId !== request.user?.id) throw forbidden('You can only search as yourself');
      const rows = await searchByClassCode(
        db,
        classCodeKey(classCode),
        request.user?.university ?? null,
        PageLimits.searchResults,
      );
      reply.header('cache-control', 'private, no-cache');
      return rows.map(toSetSummary);
    },
  );

  app.get(
    '/sets/popular',
    { schema: { querystring: PopularSetsQuery, response: { 200: SetList } } },
    async (request, reply) => {
      const rows = await popularSets(db, request.query.university || undefined, PageLimits.popularSets);
      reply.header('cache-control', 'public, max-age=30');
      return rows.map(toSetSummary);
    },
  );
};
