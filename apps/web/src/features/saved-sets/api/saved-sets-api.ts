import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { creatorLabel } from '../lib/creator-label.ts';

/** What a saved-set card shows: read defensively from the list entry (sets-and-study §7 trusts no shape). */
export interface SavedSet {
  /** the user's saved copy: what the card opens and what Unsave names */
  id: string;
  title: string;
  classCode: string;
  numCards: number;
  likes: number;
  /** when it was saved (the copy's createdAt), as sent: formatSetDate reads every legacy form */
  savedAt: unknown;
  creatorLabel: string;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/** One list entry as a card, or null for an entry without an id (it could not open). */
function toSavedSet(raw: unknown): SavedSet | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const set = raw as Record<string, unknown>;
  if (typeof set.id !== 'string' || set.id === '') return null;
  return {
    id: set.id,
    title: typeof set.title === 'string' && set.title.trim() ? set.title : 'Untitled Set',
    classCode: typeof set.classCode === 'string' ? set.classCode : '',
    // Spec: numCards, or else the length of the cards list.
    numCards: count(set.numCards) ?? (Array.isArray(set.flashcards) ? set.flashcards.length : 0),
    likes: count(set.likes) ?? 0,
    savedAt: set.createdAt,
    creatorLabel: creatorLabel(set),
  };
}

/**
 * GET /sets/saved/{uid}: the user's saved copies, newest first as the server orders them. sets-and-study §7:
 * an answer that is not a list counts as no saved sets; a body that is not JSON is an error
 * (apiRequest throws ApiError 'invalid_response').
 */
export async function fetchSavedSets(uid: string, signal?: AbortSignal): Promise<SavedSet[]> {
  const data = await apiRequest<unknown>(`/sets/saved/${encodeURIComponent(uid)}`, signal ? { signal } : {});
  if (!Array.isArray(data)) return [];
  return data.map(toSavedSet).filter((set): set is SavedSet => set !== null);
}

/** POST /sets/unsave: setId may be the copy's id (as here) or the original's. */
export async function unsaveSavedSet(setId: string, uid: string): Promise<void> {
  await apiRequest<unknown>('/sets/unsave', { method: 'POST', body: { setId, userId: uid } });
}

export const isInvalidResponse = (error: unknown) => error instanceof ApiError && error.code === 'invalid_response';
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'network_error';
