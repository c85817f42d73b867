import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route as Fastify registered it, with the zod schemas it validates (when it has them). */
export interface RecordedRoute {
  method: string;
  /** the full path with its prefix, parameters as `:name` */
  url: string;
  params: ZodType | undefined;
  querystring: ZodType | undefined;
  body: ZodType | undefined;
}

export const routeName = (route: Pick<RecordedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Records every route of the next Fastify instance built while `build` runs. Fastify announces each
 * new instance on the `fastify.initialization` diagnostics channel before any plugin is registered,
 * so an `onRoute` hook added there sees the whole route table, prefixes and schemas included; a
 * route added to the product tomorrow is fuzzed, and walked by the server's own route tests, without
 * a line changing here.
 */
export async function recordRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: RecordedRoute[] }> {
  const routes: RecordedRoute[] = [];
  let seen = false;
  const onInit = (message: unknown) => {
    if (seen) return;
    seen = true;
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      const schema = (options.schema ?? {}) as Record<string, ZodType | undefined>;
      for (const method of methods) {
        routes.push({
          method: method.toUpperCase(),
          url: options.url,
          params: schema.params,
          querystring: schema.querystring,
          body: schema.body,
        });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    if (routes.length === 0) throw new Error('No route was recorded: did Fastify stop announcing new instances?');
    return { built, routes: dedupe(routes) };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

/** Fastify reports a HEAD route of its own beside each GET; one entry per method and path is enough. */
function dedupe(routes: RecordedRoute[]): RecordedRoute[] {
  const byName = new Map<string, RecordedRoute>();
  for (const route of routes) if (!byName.has(routeName(route))) byName.set(routeName(route), route);
  return [...byName.values()].sort((a, b) => routeName(a).localeCompare(routeName(b)));
}
