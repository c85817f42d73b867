import type { LightMyRequestResponse } from 'fastify';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { startMockIssuer } from '../../apps/server/src/modules/google/mock-issuer.test-support.ts';
import { recordIssuedIdToken } from '../../apps/server/src/modules/google/oidc-logins.repository.ts';
import { buildTestApp } from '../../apps/server/test/build-test-app.ts';
import { testDialect } from '../../apps/server/test/test-database.ts';
import { fuzzCanary } from './canary.ts';
import { describeRequest, prototypeChanges, snapshotPrototypes } from './checks.ts';
import { FuzzWorld } from './fixtures.ts';
import { fuzzRoute, type RouteOutcome } from './fuzz-route.ts';
import { hostileIdTokens } from './google-tokens.ts';
import type { FuzzRequest } from './request-arbitrary.ts';
import { recordRoutes, routeName } from '../../apps/server/test/route-table.ts';

/**
 * One fuzzing campaign on one database (TEST_DIALECT picks it, as in the server's tests): every
 * route of the app, each given its share of the time budget, signed in and not. Prints its figures
 * and exits non-zero on any failure. reliability/fuzz.ts runs it once per dialect.
 *
 * FUZZ_SEED replays a run; FUZZ_ROUTE ("POST /api/sets/create") fuzzes one route only;
 * FUZZ_PATH (with both) replays fast-check's shrunk counterexample exactly.
 */

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 35_000);
const onlyRoute = process.env.FUZZ_ROUTE;
const replayPath = process.env.FUZZ_PATH;
/** HEAD routes run the GET handlers again: a smaller share of the time is enough. */
const HEAD_SHARE = 0.3;
const GOOGLE_CLIENT = 'coursecards-fuzz-client';

const startedAt = Date.now();
const figures = {
  requests: 0,
  fiveHundreds: 0,
  statuses: new Map<number, number>(),
  encodings: new Map<string, number>(),
  actors: new Map<string, number>(),
};
const crashes: string[] = [];
const logLines: string[] = [];

process.on('unhandledRejection', (reason) =>
  crash(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`),
);
process.on('uncaughtException', (error) => crash(`uncaught exception: ${error.stack ?? String(error)}`));

/** Said at once, and counted for the report. */
function crash(what: string): void {
  console.error(`✗ ${what}`);
  crashes.push(what);
  process.exitCode = 1;
}

const prototypesBefore = snapshotPrototypes();
await main().catch((error: unknown) => {
  console.error('✗ the fuzz could not run:', error);
  process.exit(1);
});

async function main(): Promise<void> {
  const canary = onlyRoute ? null : await fuzzCanary(seed);

  const issuer = await startMockIssuer();
  const { built, routes } = await recordRoutes(() =>
    buildTestApp({
      env: {
        LOG_LEVEL: 'error',
        // Google's routes run for real against a loopback issuer, rather than answering 503 unconfigured.
        OIDC_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
        GOOGLE_CLIENT_SECRET: 'fuzz-secret',
        PUBLIC_URL: 'http://127.0.0.1:5999',
      },
      // An error logged while answering means something broke inside, even if the answer looked fine.
      logStream: { write: (line) => logLines.push(line) },
    }),
  );
  const { app, db } = built;
  const idTokens = await hostileIdTokens(issuer, GOOGLE_CLIENT, (token, nonce) =>
    recordIssuedIdToken(db, systemClock, token, nonce),
  );
  const world = await FuzzWorld.create(app, idTokens);
  const target = { app, hints: world.hints, token: world.token, restore: () => world.restore() };

  const chosen = onlyRoute ? routes.filter((r) => routeName(r) === onlyRoute) : routes;
  if (chosen.length === 0)
    throw new Error(`FUZZ_ROUTE names none of these routes:\n${routes.map(routeName).join('\n')}`);
  const shares = chosen.reduce((sum, r) => sum + (r.method === 'HEAD' ? HEAD_SHARE : 1), 0);

  const outcomes: RouteOutcome[] = [];
  for (const route of chosen) {
    const timeMs = (budgetMs * (route.method === 'HEAD' ? HEAD_SHARE : 1)) / shares;
    const outcome = await fuzzRoute(target, route, { seed, timeMs, replayPath, onAnswer: count });
    if (process.env.FUZZ_VERBOSE) console.info(`  ${outcome.route}: ${outcome.requests}${outcome.failure ? ' ✗' : ''}`);
    outcomes.push(outcome);
  }

  const health = await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  await issuer.stop();
  report({
    outcomes,
    routeCount: routes.length,
    healthStatus: health.statusCode,
    pollution: prototypeChanges(prototypesBefore),
    renewedSessions: world.renewedSessions,
    canary,
  });
}

function count(request: FuzzRequest, response: LightMyRequestResponse): void {
  const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  figures.requests += 1;
  if (response.statusCode >= 500) figures.fiveHundreds += 1;
  add(figures.statuses, response.statusCode);
  add(figures.encodings, request.body?.encoding ?? 'no body');
  add(figures.actors, request.actor);
}

function report(run: {
  outcomes: RouteOutcome[];
  routeCount: number;
  healthStatus: number;
  pollution: string[];
  renewedSessions: number;
  canary: Awaited<ReturnType<typeof fuzzCanary>> | null;
}): void {
  const { outcomes, canary } = run;
  const failures = outcomes.filter((o) => o.failure);
  const seconds = (Date.now() - startedAt) / 1000;
  const sorted = <K>(map: Map<K, number>) => [...map.entries()].sort(([, a], [, b]) => b - a);
  const statuses = [...figures.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const leastFuzzed = [...outcomes].sort((a, b) => a.requests - b.requests).slice(0, 3);
  const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  console.info(`Fuzz on ${testDialect} · seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  if (canary)
    console.info(`  planted bugs found ${canary.found.length} of ${canary.found.length + canary.missed.length}`);
  console.info(`  routes fuzzed      ${outcomes.length} of ${run.routeCount}`);
  console.info(`  requests sent      ${figures.requests} (${(figures.requests / seconds).toFixed(0)}/s)`);
  console.info(
    `  by actor           ${sorted(figures.actors)
      .map(([a, n]) => `${a} ${n}`)
      .join(', ')}`,
  );
  console.info(`  status histogram   ${statuses.join('  ')}`);
  console.info(
    `  body encodings     ${sorted(figures.encodings)
      .map(([e, n]) => `${e} ${n}`)
      .join(', ')}`,
  );
  console.info(`  fewest requests    ${leastFuzzed.map((o) => `${o.route} ${o.requests}`).join(', ')}`);
  console.info(`  5xx answers        ${figures.fiveHundreds}`);
  console.info(`  errors logged      ${errors.length}`);
  console.info(`  prototype changes  ${run.pollution.length}`);
  console.info(`  crashes            ${crashes.length}`);
  console.info(`  failed routes      ${failures.length}`);
  console.info(`  sessions renewed   ${run.renewedSessions} (after a fuzzed logout)`);
  console.info(`  time               ${seconds.toFixed(1)} s`);

  for (const { route, failure } of failures) {
    if (!failure) continue;
    console.error(`\n✗ ${route}: ${failure.problems}`);
    console.error(`    ${describeRequest(failure.request)}`);
    const path = failure.path ? ` FUZZ_PATH='${failure.path}'` : '';
    const replay = `TEST_DIALECT=${testDialect} FUZZ_SEED=${seed} FUZZ_ROUTE='${route}'${path}`;
    console.error(`    replay: ${replay} npx tsx reliability/fuzz/campaign.ts`);
  }
  for (const line of errors.slice(0, 5)) console.error(`\n✗ error logged: ${line.slice(0, 1500)}`);
  for (const change of run.pollution) console.error(`\n✗ prototype changed: ${change}`);
  if (run.healthStatus !== 200) console.error(`\n✗ the app no longer answers /api/health: ${run.healthStatus}`);
  for (const route of canary?.missed ?? []) console.error(`\n✗ the fuzzer missed the bug planted in ${route}`);

  const ok =
    failures.length === 0 &&
    figures.fiveHundreds === 0 &&
    errors.length === 0 &&
    run.pollution.length === 0 &&
    crashes.length === 0 &&
    run.healthStatus === 200 &&
    (canary?.missed.length ?? 0) === 0;
  process.exitCode = ok ? 0 : 1;
}
