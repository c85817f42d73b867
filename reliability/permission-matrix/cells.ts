import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import { canView, type SetAccess } from '../../apps/server/src/modules/sets/set-policy.ts';
import type { World } from './world.ts';

/**
 * Who calls: the owner of the resources, another signed-in user, nobody, and three callers holding a
 * token that must open nothing (a random one never issued, the owner's with one character changed,
 * and the owner's after it expired).
 */
export const ACTORS = ['owner', 'other', 'anonymous', 'forged', 'tampered', 'expired'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = 'owner' | 'other';
export const UNAUTHENTICATED: readonly Actor[] = ['anonymous', 'forged', 'tampered', 'expired'];

/**
 * What a cell is about. Sets are always the owner's: public, private, a saved (derived) copy, and a
 * saved copy whose original its author has since made private (the copy stands for nothing of it).
 * Profiles are seen from the caller: their own, or the other party's (for the owner and every caller
 * posing as the owner, the other user's; for the other user, the owner's).
 */
export const RESOURCES = [
  'public-set',
  'private-set',
  'derived-set',
  'copy-of-private',
  'own-profile',
  'other-profile',
  'none',
] as const;
export type Resource = (typeof RESOURCES)[number];
export const SET_RESOURCES = ['public-set', 'private-set', 'derived-set', 'copy-of-private'] as const;
export const PROFILE_RESOURCES = ['own-profile', 'other-profile'] as const;

export interface Fixtures {
  png: Buffer;
  pdf: Buffer;
  /** an image stored before the run: /uploads/{key} */
  uploadUrl: string;
}

export interface Cell {
  app: FastifyInstance;
  db: Kysely<DB>;
  world: World;
  fixtures: Fixtures;
  actor: Actor;
  resource: Resource;
  /** the user id the caller names in paths, queries and bodies: its own, the owner's when it poses as the owner */
  selfId: string | undefined;
  /** the set the cell is about (the public set when the resource is not a set) */
  setId: string;
  /** the user the cell is about (the caller's own account when the resource is not a profile) */
  uid: string;
}

export interface CallSpec {
  url: string;
  /** JSON (an object), or a ready body (multipart) */
  payload?: Buffer | object;
  headers?: Record<string, string>;
}

export type Check = (cell: Cell, res: LightMyRequestResponse) => string | null | Promise<string | null>;

interface PolicyBase {
  /** reads must change nothing; writes may change the caller's own data only */
  kind: 'read' | 'write';
  resources: readonly Resource[];
  /** the call as the caller would make it (the bearer token is added by the runner) */
  request: (cell: Cell) => CallSpec | Promise<CallSpec>;
  /** the owner's private data must not show even to the owner (search and lists of public sets) */
  neverShowsPrivate?: boolean;
  /** a text a successful answer must hold: the real answer came back, so its leak check can fail */
  shows?: (cell: Cell) => string | null;
  /** anything more a successful answer must satisfy */
  check?: Check;
  /** field-level writes and other single calls beyond the actor × resource grid */
  cases?: readonly FieldCase[];
}

/** Any caller; a bad token is no token. The expected status of every actor is given. */
export interface PublicPolicy extends PolicyBase {
  access: 'public';
  expect: (actor: Actor, resource: Resource) => number;
}

/** A live session is needed: every caller without one gets 401. The two users' statuses are given. */
export interface SignedInPolicy extends PolicyBase {
  access: 'signed-in';
  expect: (actor: SignedIn, resource: Resource) => number;
}

export type RoutePolicy = PublicPolicy | SignedInPolicy;

export interface FieldCase {
  name: string;
  actor: Actor;
  resource: Resource;
  /** false sends no bearer token even for a signed-in actor (credentials travel in the body) */
  bearer?: boolean;
  request: (cell: Cell) => CallSpec | Promise<CallSpec>;
  status: number;
  check?: Check;
}

export function expectedStatus(policy: RoutePolicy, actor: Actor, resource: Resource): number {
  if (policy.access === 'public') return policy.expect(actor, resource);
  return actor === 'owner' || actor === 'other' ? policy.expect(actor, resource) : 401;
}

/** Each set kind as the access policy reads it: all are the owner's; copies are private. */
const SET_ACCESS: Record<(typeof SET_RESOURCES)[number], SetAccess> = {
  'public-set': { owner_id: 'owner', isPublic: true },
  'private-set': { owner_id: 'owner', isPublic: false },
  'derived-set': { owner_id: 'owner', isPublic: false },
  'copy-of-private': { owner_id: 'owner', isPublic: false },
};

/**
 * Cells of a route that shows a set: `ok` where the server's own access policy (set-policy's
 * canView) lets the caller see it, "not found" elsewhere. The routes that use it must answer as the
 * policy says; routes with rules of their own keep a table (`bySet`).
 */
export function byViewPolicy(ok = 200) {
  return (actor: SignedIn, resource: Resource): number => {
    const set = SET_ACCESS[resource as keyof typeof SET_ACCESS];
    if (!set) throw new Error(`no expectation for ${resource}`);
    return canView(set, actor) ? ok : 404;
  };
}

/** Cells answered per set kind: [owner, other user]. */
export function bySet(table: Record<(typeof SET_RESOURCES)[number], readonly [number, number]>) {
  return (actor: SignedIn, resource: Resource): number => {
    const row = table[resource as keyof typeof table];
    if (!row) throw new Error(`no expectation for ${resource}`);
    return actor === 'owner' ? row[0] : row[1];
  };
}

/** Cells answered per profile: own, the other party's (the same for both users). */
export function byProfile(own: number, others: number) {
  return (_actor: SignedIn, resource: Resource): number => (resource === 'own-profile' ? own : others);
}

export const always = (status: number) => (): number => status;
