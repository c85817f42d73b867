import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  path: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]*)\))?$/;

/**
 * Every route Fastify has registered, read from its own route table. Fastify offers no list of
 * routes after start-up (only an onRoute hook, which must be added before the routes are), so this
 * reads `printRoutes({ commonPrefix: false })`: a tree whose children extend their parent's path.
 * Each route found is then confirmed with `hasRoute`, so a misread tree fails here, loudly.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (!line.trim()) continue;
    const match = TREE_LINE.exec(line);
    if (!match) throw new Error(`Unreadable line in Fastify's route tree: ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (prefixes[depth - 1] ?? '')) + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    const methods = (match[3] ?? '-').split(',').map((m) => m.trim());
    for (const method of methods) {
      if (method === '-' || method === '') continue;
      routes.push({ method, path });
    }
  }
  for (const route of routes) {
    if (!app.hasRoute({ method: route.method, url: route.path })) {
      throw new Error(`Read ${route.method} ${route.path} from the route tree, but Fastify does not know it`);
    }
  }
  if (routes.length === 0) throw new Error('No routes found in the route tree');
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.path}`;
