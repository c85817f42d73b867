import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { Limiter } from '../rate-limit/index.ts';
import { findActiveSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, when the route authenticates and the bearer token is live */
    user: UserRow | null;
    sessionId: string | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) ?? null;
}

/**
 * Both are onRequest hooks: they read only the Authorization header, so they run before the body is
 * parsed and validated. An anonymous caller of a protected route gets 401, never the route's rules.
 */
export interface Authenticators {
  /** sets request.user when a live session token comes with the request; anonymous otherwise */
  optionalUser: onRequestAsyncHookHandler;
  /** 401 unless a live session token comes with the request */
  requireUser: onRequestAsyncHookHandler;
}

/** What app.ts hands most feature route plugins: the database, the clock, sign-in and rate limits. */
export interface FeatureRouteOptions {
  db: Kysely<DB>;
  clock: Clock;
  auth: Authenticators;
  limit: Limiter;
}

/**
 * Authentication for the whole app: every request starts anonymous (`request.user` null), and the
 * returned hooks resolve the signed-in student for the routes that ask for them.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { db, clock }: { db: Kysely<DB>; clock: Clock },
): Authenticators {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  return authenticators(db, clock);
}

function authenticators(db: Kysely<DB>, clock: Clock): Authenticators {
  async function resolve(request: FastifyRequest): Promise<void> {
    const token = bearerTokenOf(request);
    const session = token ? await findActiveSession(db, clock, token) : null;
    request.user = session?.user ?? null;
    request.sessionId = session?.sessionId ?? null;
  }
  return {
    optionalUser: async (request) => {
      await resolve(request);
    },
    requireUser: async (request) => {
      await resolve(request);
      if (!request.user) throw unauthenticated('Please log in to continue');
    },
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Every route of the plugin `app` needs a session (checked as the request arrives, before its
 * body or parameters are read) and answers with one student's data, which no cache may keep.
 */
export function signedInOnly(app: FastifyInstance, auth: Authenticators): void {
  app.addHook('onRequest', auth.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
