import { usernameKey } from '@coursecards/shared/domain/username';
import type { SessionUser } from '@coursecards/shared/schemas/auth';
import type { SetCountsResponse } from '@coursecards/shared/schemas/user';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { toSessionUser } from './user-dto.ts';
import {
  countSetsByKind,
  findUserById,
  findUserByUsernameKey,
  recountLikesOfOwnSets,
  sumLikesOfOwnSets,
  updateUser,
} from './users.repository.ts';

export const USERNAME_UNAVAILABLE = 'Username unavailable';

/** A path or body naming another user is refused for writes and private data (product decisions). */
export function assertSelf(viewer: UserRow, uid: string): void {
  if (viewer.id !== uid) throw forbidden('You can only do that for your own account');
}

/** Someone's public profile: unknown ids and unfinished sign-ups are not there. */
export async function findVisibleUser(db: Kysely<DB>, viewer: UserRow, uid: string): Promise<UserRow> {
  if (uid === viewer.id) return viewer;
  const user = await findUserById(db, uid);
  if (!user || user.signup_completed_at === null) throw notFound('User not found');
  return user;
}

export async function updateProfile(
  db: Kysely<DB>,
  clock: Clock,
  user: UserRow,
  input: { username: string; fieldOfStudy?: string | null | undefined; email?: string | undefined },
): Promise<SessionUser> {
  if (input.email !== undefined && input.email !== '' && input.email !== user.email) {
    throw badRequest('Your e-mail address cannot be changed here');
  }
  const key = usernameKey(input.username);
  if (key !== user.username_key) {
    const holder = await findUserByUsernameKey(db, key);
    if (holder && holder.id !== user.id) throw conflict(USERNAME_UNAVAILABLE);
  }
  const changes = {
    username: input.username,
    username_key: key,
    ...(input.fieldOfStudy !== undefined ? { field_of_study: input.fieldOfStudy || null } : {}),
    updated_at: clock.now(),
  };
  try {
    await updateUser(db, user.id, changes);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(USERNAME_UNAVAILABLE);
    throw err;
  }
  return toSessionUser({ ...user, ...changes });
}

export function totalLikes(db: Kysely<DB>, userId: string): Promise<number> {
  return sumLikesOfOwnSets(db, userId);
}

/**
 * Recounts the likes on each of the user's sets from the like rows, mending any count that
 * drifted, and returns the new total.
 */
export async function syncLikes(db: Kysely<DB>, userId: string): Promise<number> {
  await recountLikesOfOwnSets(db, userId);
  return sumLikesOfOwnSets(db, userId);
}

/** Created (own) and saved (derived copies) sets of a user. */
export async function setCounts(db: Kysely<DB>, userId: string): Promise<SetCountsResponse> {
  const rows = await countSetsByKind(db, userId);
  const created = rows.find((r) => !r.isDerived)?.n ?? 0;
  const saved = rows.find((r) => r.isDerived)?.n ?? 0;
  return { created, saved, total: created + saved };
}
