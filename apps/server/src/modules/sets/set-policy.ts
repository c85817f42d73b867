import { forbidden, notFound } from '../../lib/errors.ts';

/**
 * Who may do what with a set: the one statement of the access policy (product decision 8). Every
 * module that reads or writes a set on someone's behalf asks here; the permission matrix
 * (reliability/permission-matrix) checks the API keeps it on every route.
 */

export const SET_NOT_FOUND = 'This flashcard set does not exist or is private';
export const NOT_YOUR_SET = 'Only the owner can change this flashcard set';

/** What the policy reads of a set: its owner and whether it is published (a set record will do). */
export interface SetAccess {
  owner_id: string;
  isPublic: boolean;
}

/** A set is there for its owner, and for everyone once published; private ones (copies too) are not. */
export function canView(set: SetAccess, viewerId: string | null | undefined): boolean {
  return set.isPublic || set.owner_id === viewerId;
}

/**
 * The set, if the viewer may see it. A private set of someone else is "not found" exactly like a
 * missing one, so its existence does not leak.
 */
export function viewable<S extends SetAccess>(set: S | undefined | null, viewerId: string): S {
  if (!set || !canView(set, viewerId)) throw notFound(SET_NOT_FOUND);
  return set;
}

/** The set, if the user owns it: others get "not found" for a private set, "forbidden" for a public one. */
export function owned<S extends SetAccess>(set: S | undefined | null, userId: string): S {
  const visible = viewable(set, userId);
  if (visible.owner_id !== userId) throw forbidden(NOT_YOUR_SET);
  return visible;
}

/**
 * A request naming a user (a body's or a path's userId) acts for the signed-in user only: naming
 * someone else is refused with `refusal`, in the words of the call it was (product decisions).
 */
export function assertSelf(namedId: string | undefined | null, selfId: string | undefined, refusal: string): void {
  if (namedId !== undefined && namedId !== null && namedId !== selfId) throw forbidden(refusal);
}
