import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { flashcardSetQuery } from '../../../lib/flashcard-set-query.ts';
import { CreatedSetsMessages } from '../lib/created-sets-messages.ts';

/** What a created-set card shows: the summary's fields this screen reads, checked on arrival. */
export interface CreatedSet {
  id: string;
  title: string;
  classCode: string;
  isPublic: boolean;
  numCards: number;
  likes: number;
  /** as sent: an ISO string today, possibly a legacy form (formatSetDate reads them all) */
  createdAt: unknown;
}

/** The list answer was not a list of sets: shown as "Server returned invalid data". */
export class InvalidSetsDataError extends Error {
  constructor() {
    super(CreatedSetsMessages.invalidData);
    this.name = 'InvalidSetsDataError';
  }
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/**
 * One list entry as a card, or null for an entry this screen must not show: derived (saved)
 * copies belong to Saved Sets even if a server sends them, and an entry without an id cannot open.
 */
function toCreatedSet(raw: unknown): CreatedSet | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const set = raw as Record<string, unknown>;
  if (typeof set.id !== 'string' || set.id === '' || set.isDerived === true) return null;
  return {
    id: set.id,
    title: typeof set.title === 'string' && set.title.trim() ? set.title : 'Untitled Set',
    classCode: typeof set.classCode === 'string' ? set.classCode : '',
    isPublic: set.isPublic === true,
    // Spec: numCards, or else the length of the cards list.
    numCards: count(set.numCards) ?? (Array.isArray(set.flashcards) ? set.flashcards.length : 0),
    likes: count(set.likes) ?? 0,
    createdAt: set.createdAt,
  };
}

/** GET /sets/user/{uid}: the user's own created sets, newest first as the server orders them. */
export async function fetchCreatedSets(uid: string, signal?: AbortSignal): Promise<CreatedSet[]> {
  const data = await apiRequest<unknown>(`/sets/user/${encodeURIComponent(uid)}`, signal ? { signal } : {});
  if (!Array.isArray(data)) throw new InvalidSetsDataError();
  return data.map(toCreatedSet).filter((set): set is CreatedSet => set !== null);
}

/** The full set, cards included, for the creator to edit: the one the viewer already holds, else GET /sets/{id}. */
export async function fetchSetForEditing(queryClient: QueryClient, setId: string): Promise<FlashcardSet> {
  const set: unknown = await queryClient.ensureQueryData(flashcardSetQuery(setId));
  if (typeof set !== 'object' || set === null || !Array.isArray((set as { flashcards?: unknown }).flashcards)) {
    throw new ApiError(200, 'invalid_response', CreatedSetsMessages.invalidData);
  }
  return set as FlashcardSet;
}

/** DELETE /sets/delete/{setId}?userId={uid} (accounts-and-discovery §6: delete passes the user's id). */
export async function deleteSet(setId: string, uid: string): Promise<void> {
  await apiRequest<unknown>(`/sets/delete/${encodeURIComponent(setId)}?userId=${encodeURIComponent(uid)}`, {
    method: 'DELETE',
  });
}
