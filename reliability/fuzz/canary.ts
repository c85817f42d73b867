import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@coursecards/shared/schemas/z';
import { installErrorHandler } from '../../apps/server/src/plugins/error-handler.ts';
import { fuzzRoute, type RouteOutcome } from './fuzz-route.ts';
import { recordRoutes } from '../../apps/server/test/route-table.ts';

/**
 * The fuzzer's own check: a small app built like ours (zod schemas, the same error handler) with
 * two planted bugs, a 500 on an apostrophe in a title and a plain-text 400 on a percent sign in the
 * path. If the same machinery that fuzzes the product cannot find them, its "zero 5xx" means nothing.
 */
export async function fuzzCanary(seed: number): Promise<{ found: RouteOutcome[]; missed: string[] }> {
  const { built: app, routes } = await recordRoutes(async () => {
    const canary = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    canary.setValidatorCompiler(validatorCompiler);
    canary.setSerializerCompiler(serializerCompiler);
    installErrorHandler(canary);
    canary.post(
      '/canary/sets',
      { schema: { body: z.object({ title: z.string().max(200), isPublic: z.boolean() }) } },
      async (request) => {
        if (request.body.title.includes("'")) throw new Error('planted: SQL built by string concatenation');
        return { ok: true };
      },
    );
    canary.get(
      '/canary/sets/:setId',
      { schema: { params: z.object({ setId: z.string().max(64) }) } },
      async (request, reply) => {
        if (request.params.setId.includes('%')) return reply.code(400).type('text/plain').send('bad id');
        return { ok: true };
      },
    );
    await canary.ready();
    return canary;
  });
  const target = { app, hints: () => undefined, token: () => 'none', restore: async () => {} };
  const outcomes = [];
  for (const route of routes.filter((r) => r.method !== 'HEAD'))
    outcomes.push(await fuzzRoute(target, route, { seed, timeMs: 3000 }));
  await app.close();
  return {
    found: outcomes.filter((o) => o.failure),
    missed: outcomes.filter((o) => !o.failure).map((o) => o.route),
  };
}
