import { PageLimits, SEARCH_TOTAL_HEADER } from '@coursecards/shared/constants/limits';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { PopularSetsQuery, SearchSetsQuery } from '@coursecards/shared/schemas/discovery';
import type { FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { sendsCachedBody } from '../../lib/cached-body.ts';
import { assertSelf, toSetSummary } from '../sets/index.ts';
import { sendWhenReady } from '../../lib/maybe-promise.ts';
import { countByClassCode, popularSets, searchByClassCode } from './discovery.repository.ts';
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
  // Both usually answer from memory (the viewer's school, the listing): then they answer at once.
  app.get('/sets/search', { ...sendsCachedBody, schema: { querystring: SearchSetsQuery } }, (request, reply) =>
    sendWhenReady(reply, viewers.of(request), (viewer) => {
      const { classCode, userId, offset } = request.query;
      // The userId only says whose school goes first; naming someone else is refused.
      assertSelf(userId, viewer?.userId, 'You can only search as yourself');
      const key = classCodeKey(classCode);
      const university = viewer?.university ?? null;
      const body = listings.get(JSON.stringify(['search', key, university, offset]), async () => {
        const [sets, total] = await Promise.all([
          searchByClassCode(db, key, university, { limit: PageLimits.searchResults, offset }),
          countByClassCode(db, key),
        ]);
        const items: FlashcardSetSummary[] = sets.map(toSetSummary);
        return { items, headers: { [SEARCH_TOTAL_HEADER]: String(total) } };
      });
      return sendWhenReady(reply, body, (ready) => ready.send(request, reply));
    }),
  );

  app.get('/sets/popular', { ...sendsCachedBody, schema: { querystring: PopularSetsQuery } }, (request, reply) => {
    const university = request.query.university || undefined;
    const body = listings.get(JSON.stringify(['popular', university ?? null]), async () => {
      const items: FlashcardSetSummary[] = (await popularSets(db, university, PageLimits.popularSets)).map(
        toSetSummary,
      );
      return { items };
    });
    return sendWhenReady(reply, body, (ready) => ready.send(request, reply));
  });
};
