import type { FastifyPluginAsync } from 'fastify';
import { CachedBody, sendsCachedBody } from '../../lib/cached-body.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaticLists } from './static-lists.ts';

/** GET /data/{file}: the shipped lists, one entry a line. Lists change only with a release. */
export const staticDataRoutes: FastifyPluginAsync<{ lists: StaticLists }> = async (app, { lists }) => {
  const bodies = new Map<string, CachedBody>();
  for (const [name, lines] of lists.files) {
    bodies.set(
      name,
      new CachedBody(
        Buffer.from(`${lines.join('\n')}\n`),
        'text/csv; charset=utf-8',
        'public, max-age=3600, stale-while-revalidate=86400',
      ),
    );
  }

  app.get<{ Params: { file: string } }>('/data/:file', sendsCachedBody, (request, reply) => {
    const body = bodies.get(request.params.file);
    if (!body) throw notFound(`There is no list named ${request.params.file}`);
    return body.send(request, reply);
  });
};
