import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { problemsWith } from './checks.ts';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary.ts';
import { routeName, type RecordedRoute } from '../../apps/server/test/route-table.ts';
import type { Hints } from './schema-arbitrary.ts';

/** An answer slower than this is a hang, and a failure. */
const ANSWER_TIMEOUT_MS = 15_000;

/** What a route is fuzzed against: the app, real values for its fields, and the signed-in token. */
export interface FuzzTarget {
  app: FastifyInstance;
  hints: Hints;
  token: () => string;
  /** puts back what a successful write may have taken away (fixture sets, the session) */
  restore: () => Promise<void>;
}

export interface RouteOutcome {
  route: string;
  requests: number;
  /** the shrunk counterexample when fast-check got to shrink it, else the first failing request */
  failure: { problems: string; request: FuzzRequest; path: string | null } | null;
}

export interface FuzzOptions {
  /** the run's seed: each route's own comes from it and the route's name */
  seed: number;
  timeMs: number;
  /** fast-check's counterexample path, to replay one shrunk failure exactly */
  replayPath?: string | undefined;
  /** sees every answer (the figures) */
  onAnswer?: (request: FuzzRequest, response: LightMyRequestResponse) => void;
}

/** Sends hostile requests to one route until its time is up or one breaks a rule; shrinks that one. */
export async function fuzzRoute(target: FuzzTarget, route: RecordedRoute, options: FuzzOptions): Promise<RouteOutcome> {
  await target.restore();
  let requests = 0;
  let stateChanged = false;
  let firstFailure: RouteOutcome['failure'] = null;
  const arbitrary = requestArbitrary(route, target.hints, { user: target.token });
  // fast-check's time limit stops waiting for a run, not the run itself: the last one is awaited
  // below, so a logout still in flight cannot end the next route's session under it.
  let inFlight: Promise<void> = Promise.resolve();
  const property = fc.asyncProperty(arbitrary, (request) => {
    inFlight = (async () => {
      // A write may have deleted a fixture set or logged the session out: put them back first.
      if (stateChanged) await target.restore();
      const response = await send(target.app, request);
      requests += 1;
      options.onAnswer?.(request, response);
      stateChanged = request.method !== 'GET' && request.method !== 'HEAD' && response.statusCode < 300;
      const problems = problemsWith(request, response);
      if (problems.length) {
        firstFailure ??= { problems: problems.join('; '), request, path: null };
        throw new Error(problems.join('; '));
      }
    })();
    return inFlight;
  });
  const details = await fc.check(property, {
    seed: seedFor(options.seed, route),
    numRuns: options.replayPath ? 1 : 1_000_000,
    ...(options.replayPath ? { path: options.replayPath } : {}),
    plugins: [fc.interruptAfterTimeLimit(options.timeMs)],
  });
  await inFlight.catch(() => undefined);
  // A run that failed after the time limit fast-check no longer waited for still counts.
  if (!details.failed) return { route: routeName(route), requests, failure: firstFailure };
  const shrunk = (details.counterexample as [FuzzRequest] | null)?.[0];
  const error = details.errorInstance;
  const problems = error instanceof Error ? error.message : String(error);
  return {
    route: routeName(route),
    requests,
    failure: shrunk ? { problems, request: shrunk, path: details.counterexamplePath } : firstFailure,
  };
}

/** app.inject, bounded in time: a request the app never answers fails instead of stalling the run. */
async function send(app: FastifyInstance, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const sent = app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.body?.payload !== undefined ? { payload: request.body.payload } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sent, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A seed per route from the run's seed and the route's name: replaying one route alone gives the same inputs. */
function seedFor(seed: number, route: RecordedRoute): number {
  return createHash('sha256')
    .update(`${seed} ${routeName(route)}`)
    .digest()
    .readInt32BE(0);
}
