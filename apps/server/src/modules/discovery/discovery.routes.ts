import { PageLimits } from '@coursecards/shared/constants/limits';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { PopularSetsQuery, SearchSetsQuery } from '@coursecards/shared/schemas/discovery';
import type { FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { forbidden } from '../../lib/errors.ts';
import { toSetSummary } from '../sets/set-dto.ts';
import { popularSets, searchByClassCode } from './discovery.repository.ts';
import type { ListingCache } from './listing-cache.ts';
import type { ViewerSchools } from './viewer-school.ts';

/**
 * Class-code search and popular sets: public data, so a session is optional (it orders search results). Both answer
 * FlashcardSetSummary[], sent ready-made from the listing cache.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  viewers: ViewerSchools;
  listings: ListingCache;
}> = async (app, { db, viewers, listings }) => {
  app.get('/sets/search', { schema: { querystring: SearchSetsQuery } }, async (request, reply) => {
    const { classCode, userId } = request.query;
    const viewer = await viewers.of(request);
    // The userId only says whose school goes first; naming someone else is refused.
    if (userId !== undefined && userId !== viewer?.userId) throw forbidden('You can only search as yourself');
    const key = classCodeKey(classCode);
    const university = viewer?.university ?? null;
    const body = await listings.get(
      JSON.stringify(['search', key, university]),
      async (): Promise<FlashcardSetSummary[]> =>
        (await searchByClassCode(db, key, university, PageLimits.searchResults)).map(toSetSummary),
    );
    return body.send(request, reply);
  });

  app.get('/sets/popular', { schema: { querystring: PopularSetsQuery } }, async (request, reply) => {
    const university = request.query.university || undefined;
    const body = await listings.get(
      JSON.stringify(['popular', university ?? null]),
      async (): Promise<FlashcardSetSummary[]> =>
        (await popularSets(db, university, PageLimits.popularSets)).map(toSetSummary),
    );
    return body.send(request, reply);
  });
};
