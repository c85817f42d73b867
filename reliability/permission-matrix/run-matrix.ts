import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { createSession, SESSION_IDLE_LIFETIME } from '../../apps/server/src/infra/authentication/sessions.ts';
import { bearer, signUpThroughApi } from '../../apps/server/test/accounts.ts';
import { buildTestApp, type TestApp } from '../../apps/server/test/build-test-app.ts';
import { createUser } from '../../apps/server/test/factories.ts';
import { solidImage } from '../../apps/server/test/images.ts';
import { changed, countMismatches, ownedRows } from './audit.ts';
import {
  ACTORS,
  expectedStatus,
  SET_RESOURCES,
  type Actor,
  type CallSpec,
  type Cell,
  type Check,
  type Fixtures,
  type Resource,
  type RoutePolicy,
} from './cells.ts';
import { multipart } from './multipart.ts';
import { policy } from './policy.ts';
import { registeredRoutes, routeKey, type RegisteredRoute } from './routes.ts';
import { MatrixClock, newWorld, OWNER_PASSWORD, type World } from './world.ts';

export interface MatrixResult {
  routes: number;
  /** HEAD routes Fastify derived from GET ones, checked against their GET entry */
  headRoutes: number;
  cells: number;
  /** of the cells, the field-level cases beyond the actor × resource grid */
  fieldCases: number;
  /** fresh sets of users, sets and tokens the cells ran against */
  worlds: number;
  failures: string[];
}

/** One call to make and judge: a grid cell or a field-level case. */
interface Probe {
  label: string;
  fieldCase: boolean;
  method: HTTPMethods;
  policy: RoutePolicy;
  actor: Actor;
  resource: Resource;
  status: number;
  request: (cell: Cell) => CallSpec | Promise<CallSpec>;
  bearer: boolean;
  check?: Check;
  /** grid cells check `shows`; HEAD answers have no body to check */
  judgeBody: boolean;
}

/** Builds the API in-process on the dialect TEST_DIALECT names and asserts every cell of the matrix. */
export async function runMatrix(): Promise<MatrixResult> {
  const clock = new MatrixClock();
  const t = await buildTestApp({ clock });
  try {
    const routes = registeredRoutes(t.app);
    const failures = [...coverageFailures(routes), ...(await expiryFailures(t, clock))];
    const fixtures = await makeFixtures(t);
    const passwordHash = await hashPassword(OWNER_PASSWORD);
    const probes = routes.flatMap((route) => probesFor(route, routes));
    // Worlds are reused until something may have changed them: a write that succeeded, or any
    // cell that failed. A refused write or a read that changed anything fails its own cell.
    let world: World | null = null;
    let worlds = 0;
    for (const probe of probes) {
      if (!world) {
        worlds++;
        world = await newWorld(t.app, t.db, clock, passwordHash);
      }
      const { problems, status } = await runProbe(t, world, fixtures, probe);
      for (const problem of problems) failures.push(`${probe.label}: ${problem}`);
      if (problems.length || (probe.policy.kind === 'write' && status < 300)) world = null;
    }
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
    return {
      routes: routes.length,
      headRoutes: routes.filter((r) => r.method === 'HEAD' && gets.has(r.path)).length,
      cells: probes.length,
      fieldCases: probes.filter((p) => p.fieldCase).length,
      worlds,
      failures,
    };
  } finally {
    await t.app.close();
  }
}

/**
 * The expired token is refused for its age alone: a session issued just inside its lifetime still
 * opens, one issued just outside it does not, both by the app's own clock.
 */
async function expiryFailures(t: TestApp, clock: MatrixClock): Promise<string[]> {
  const user = await createUser(t.db);
  const opens = async (age: number) => {
    const token = await clock.earlier(age, () => createSession(t.db, clock, user.id));
    const res = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(token) });
    return res.statusCode === 200;
  };
  const failures: string[] = [];
  if (!(await opens(SESSION_IDLE_LIFETIME - 60_000))) failures.push('a session inside its lifetime was refused');
  if (await opens(SESSION_IDLE_LIFETIME + 60_000)) failures.push('a session past its lifetime still opens');
  return failures;
}

/** A registered route without an entry, or an entry without a route, fails the run. */
function coverageFailures(routes: RegisteredRoute[]): string[] {
  const failures: string[] = [];
  const keys = new Set(routes.map(routeKey));
  for (const route of routes) {
    if (policyFor(route, routes) === undefined)
      failures.push(`${routeKey(route)}: registered, but the policy table has no entry`);
  }
  for (const key of Object.keys(policy)) {
    if (!keys.has(key)) failures.push(`${key}: in the policy table, but no such route is registered`);
  }
  return failures;
}

/** HEAD answers as its GET does (Fastify derives it), unless the table has an entry of its own. */
function policyFor(route: RegisteredRoute, routes: RegisteredRoute[]): RoutePolicy | undefined {
  const own = policy[routeKey(route)];
  if (own || route.method !== 'HEAD') return own;
  const hasGet = routes.some((r) => r.method === 'GET' && r.path === route.path);
  return hasGet ? policy[`GET ${route.path}`] : undefined;
}

function probesFor(route: RegisteredRoute, routes: RegisteredRoute[]): Probe[] {
  const entry = policyFor(route, routes);
  if (!entry) return [];
  const key = routeKey(route);
  const isHead = route.method === 'HEAD';
  const grid: Probe[] = entry.resources.flatMap((resource) =>
    ACTORS.map((actor) => ({
      label: `${key} | ${actor} × ${resource}`,
      fieldCase: false,
      method: route.method,
      policy: entry,
      actor,
      resource,
      status: expectedStatus(entry, actor, resource),
      request: entry.request,
      bearer: true,
      ...(entry.check && !isHead ? { check: entry.check } : {}),
      judgeBody: !isHead,
    })),
  );
  if (isHead) return grid;
  const cases: Probe[] = (entry.cases ?? []).map((c) => ({
    label: `${key} | ${c.actor} × ${c.resource} | ${c.name}`,
    fieldCase: true,
    method: route.method,
    policy: entry,
    actor: c.actor,
    resource: c.resource,
    status: c.status,
    request: c.request,
    bearer: c.bearer ?? true,
    ...(c.check ? { check: c.check } : {}),
    judgeBody: false,
  }));
  return [...grid, ...cases];
}

async function runProbe(
  t: TestApp,
  world: World,
  fixtures: Fixtures,
  probe: Probe,
): Promise<{ problems: string[]; status: number }> {
  const cell = cellOf(t, world, fixtures, probe.actor, probe.resource);
  const call = await probe.request(cell);
  const token = probe.bearer ? tokenOf(world, probe.actor) : null;
  const headers = { ...(token ? bearer(token) : {}), ...call.headers };
  const users = [world.owner.id, world.other.id];
  const actorId = probe.actor === 'owner' ? world.owner.id : probe.actor === 'other' ? world.other.id : null;
  const before = await (world.snapshot ?? ownedRows(t.db, users));

  const res = await t.app.inject({
    method: probe.method,
    url: call.url,
    headers,
    ...(call.payload !== undefined && probe.method !== 'HEAD' ? { payload: call.payload } : {}),
  });

  const problems: string[] = [];
  if (res.statusCode !== probe.status) {
    problems.push(`expected ${probe.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  problems.push(...leaks(world, probe, call, headers, res));
  problems.push(...(await existenceOracle(t, cell, probe, headers, res)));

  // Nobody changes another user's rows; a read changes no one's, the caller's included.
  const after = await ownedRows(t.db, users);
  // Kept for the next cell in this world, which runs only when nothing changed here.
  world.snapshot = Promise.resolve(after);
  users.forEach((id, i) => {
    const mayChange = probe.policy.kind === 'write' && id === actorId;
    if (!mayChange && changed(before[i]!, after[i]!, actorId)) {
      problems.push(`${id === world.owner.id ? 'the owner’s' : 'the other user’s'} data changed`);
    }
  });
  problems.push(...(await countMismatches(t.db, users)));

  const succeeded = res.statusCode === probe.status && probe.status >= 200 && probe.status < 300;
  if (succeeded && probe.judgeBody && probe.policy.shows) {
    const text = probe.policy.shows(cell);
    if (text && !res.body.toLowerCase().includes(text.toLowerCase())) {
      problems.push(`the answer should show “${text}” but does not: ${res.body.slice(0, 200)}`);
    }
  }
  if (succeeded && probe.check) {
    const problem = await probe.check(cell, res);
    if (problem) problems.push(problem);
  }
  return { problems, status: res.statusCode };
}

/**
 * A private set refused as missing must be refused exactly as a set that does not exist is, or the
 * answer tells a stranger that it exists.
 */
async function existenceOracle(
  t: TestApp,
  cell: Cell,
  probe: Probe,
  headers: Record<string, string>,
  res: LightMyRequestResponse,
): Promise<string[]> {
  const hidden = probe.resource !== 'public-set' && (SET_RESOURCES as readonly Resource[]).includes(probe.resource);
  if (!hidden || probe.status !== 404 || res.statusCode !== 404) return [];
  const ghost = await probe.request({ ...cell, setId: newId() });
  const missing = await t.app.inject({
    method: probe.method,
    url: ghost.url,
    headers,
    ...(ghost.payload !== undefined && probe.method !== 'HEAD' ? { payload: ghost.payload } : {}),
  });
  return missing.statusCode === res.statusCode && missing.body === res.body
    ? []
    : [`a hidden set is refused unlike a missing one: ${res.body.slice(0, 100)} vs ${missing.body.slice(0, 100)}`];
}

/**
 * Private data the caller must not see in the answer (body and headers): every other user's, and for
 * lists of public sets the owner's too. A text the caller itself sent does not count.
 */
function leaks(
  world: World,
  probe: Probe,
  call: CallSpec,
  headers: Record<string, string>,
  res: LightMyRequestResponse,
): string[] {
  const own = probe.actor === 'owner' ? world.owner : probe.actor === 'other' ? world.other : null;
  const parties = [world.owner, world.other].filter((p) => p !== own || probe.policy.neverShowsPrivate);
  const sent =
    `${call.url} ${Buffer.isBuffer(call.payload) ? call.payload.toString('latin1') : JSON.stringify(call.payload ?? '')} ${JSON.stringify(headers)}`.toLowerCase();
  const answer = `${res.body} ${JSON.stringify(res.headers)}`.toLowerCase();
  const found = parties
    .flatMap((p) => p.secrets)
    .filter((secret) => !sent.includes(secret.toLowerCase()) && answer.includes(secret.toLowerCase()));
  const problems = found.map((secret) => `LEAK: the answer holds “${secret}”`);
  if (answer.includes('$argon2')) problems.push('LEAK: the answer holds a password hash');
  return problems;
}

function cellOf(t: TestApp, world: World, fixtures: Fixtures, actor: Actor, resource: Resource): Cell {
  const selfId = actor === 'anonymous' ? undefined : actor === 'other' ? world.other.id : world.owner.id;
  const me = actor === 'other' ? world.other.id : world.owner.id;
  const them = actor === 'other' ? world.owner.id : world.other.id;
  const setId =
    resource === 'private-set'
      ? world.sets.private
      : resource === 'derived-set'
        ? world.sets.derived
        : resource === 'copy-of-private'
          ? world.sets.copyOfPrivate
          : world.sets.public;
  const uid = resource === 'other-profile' ? them : me;
  return { app: t.app, db: t.db, world, fixtures, actor, resource, selfId, setId, uid };
}

function tokenOf(world: World, actor: Actor): string | null {
  switch (actor) {
    case 'owner':
      return world.owner.token;
    case 'other':
      return world.other.token;
    case 'anonymous':
      return null;
    case 'forged':
      return world.forgedToken;
    case 'tampered':
      return world.tamperedToken;
    case 'expired':
      return world.expiredToken;
  }
}

async function makeFixtures(t: TestApp): Promise<Fixtures> {
  const png = await solidImage('png');
  const pdf = readFileSync(join(import.meta.dirname, '../../apps/server/test/fixtures/pdf/lecture-notes.pdf'));
  const uploader = await signUpThroughApi(t.app);
  const call = multipart('/api/uploads/image', 'image', 'a.png', 'image/png', png);
  const upload = await t.app.inject({
    method: 'POST',
    url: call.url,
    headers: { ...bearer(uploader.token), ...call.headers },
    payload: call.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`fixture upload failed: ${upload.statusCode} ${upload.body}`);
  return { png, pdf, uploadUrl: upload.json<{ imageUrl: string }>().imageUrl };
}
