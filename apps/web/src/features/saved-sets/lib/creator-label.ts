import { UiConstants } from '@coursecards/shared/constants/limits';
import { SavedSetsMessages } from './saved-sets-messages.ts';

/** The fields of a saved set that may name who made it (all optional: older data lacks some). */
export interface CreatorFields {
  originalCreatorUsername?: unknown;
  createdBy?: unknown;
  username?: unknown;
  originalCreatorId?: unknown;
  userId?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * sets-and-study §2, in its order: "Created by {original creator's username, else createdBy, else username}";
 * without any name, "User {first 6 characters of the original creator's id, else userId}"; with
 * neither, "Public set".
 */
export function creatorLabel(set: CreatorFields): string {
  const name = text(set.originalCreatorUsername) ?? text(set.createdBy) ?? text(set.username);
  if (name) return `Created by ${name}`;
  const id = text(set.originalCreatorId) ?? text(set.userId);
  if (id) return `User ${id.slice(0, UiConstants.shortUserIdLength)}`;
  return SavedSetsMessages.publicSet;
}
