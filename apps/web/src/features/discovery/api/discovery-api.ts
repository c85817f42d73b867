import { SEARCH_TOTAL_HEADER } from '@coursecards/shared/constants/limits';
import { apiRequest } from '../../../lib/api-client.ts';

/** A public set as the result lists show it: the summary's fields these screens read, checked on arrival. */
export interface PublicSet {
  id: string;
  title: string;
  classCode: string;
  description: string;
  numCards: number;
  /** real likes, 0 when none (product decisions: never a made-up number) */
  likes: number;
  /** as sent: an ISO string today, possibly a legacy form (formatSetDate reads them all) */
  createdAt: unknown;
  username: string | null;
  userId: string | null;
}

/** The list answer was not a list of sets. */
export class InvalidSetListError extends Error {
  constructor() {
    super('Server returned invalid data');
    this.name = 'InvalidSetListError';
  }
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One list entry as a card, or null for one that cannot be opened (no id). */
function toPublicSet(raw: unknown): PublicSet | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const set = raw as Record<string, unknown>;
  if (typeof set.id !== 'string' || set.id === '') return null;
  return {
    id: set.id,
    title: text(set.title)?.trim() ? (set.title as string) : 'Untitled Set',
    classCode: text(set.classCode) ?? '',
    description: text(set.description)?.trim() ?? '',
    // Spec: numCards, or else the length of the cards list.
    numCards: count(set.numCards) ?? (Array.isArray(set.flashcards) ? set.flashcards.length : 0),
    likes: count(set.likes) ?? 0,
    createdAt: set.createdAt,
    username: text(set.username),
    userId: text(set.userId),
  };
}

function toPublicSets(data: unknown): PublicSet[] {
  if (!Array.isArray(data)) throw new InvalidSetListError();
  return data.map(toPublicSet).filter((set): set is PublicSet => set !== null);
}

/** One page of a search, and how many sets the search finds in all. */
export interface SearchPage {
  sets: PublicSet[];
  total: number;
}

/**
 * GET /sets/search?classCode={code}&userId={uid}[&offset=]: a page of the public sets of a class
 * code, in the server's order (the searcher's school first, then most liked), from `offset` on; the
 * user id goes along when signed in. The total comes in X-Total-Count.
 */
export async function searchSets(
  classCode: string,
  uid: string | null,
  offset = 0,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const query = new URLSearchParams({ classCode });
  if (uid) query.set('userId', uid);
  if (offset > 0) query.set('offset', String(offset));
  let header: string | null = null;
  const sets = toPublicSets(
    await apiRequest<unknown>(`/sets/search?${query.toString()}`, {
      ...(signal ? { signal } : {}),
      onHeaders: (headers) => (header = headers.get(SEARCH_TOTAL_HEADER)),
    }),
  );
  const given = Number(header ?? Number.NaN);
  // Without a usable count, what came is all there is.
  const total = Number.isInteger(given) && given >= offset + sets.length ? given : offset + sets.length;
  return { sets, total };
}

/** GET /sets/popular[?university=]: the most liked public sets, of the user's school when known. */
export async function fetchPopularSets(university: string | null, signal?: AbortSignal): Promise<PublicSet[]> {
  const query = university ? `?${new URLSearchParams({ university }).toString()}` : '';
  return toPublicSets(await apiRequest<unknown>(`/sets/popular${query}`, signal ? { signal } : {}));
}
