import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * Likes and saves of one set (sets-and-study §7), under /api. Answers are checked by hand
 * rather than with zod, which the set viewer's chunk does not otherwise need.
 */

const q = encodeURIComponent;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function field<T>(data: unknown, name: string, check: (value: unknown) => value is T): T {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
  if (!check(value)) throw new ApiError(200, 'invalid_response', `Server returned invalid data (${name}).`);
  return value;
}
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** GET /likes/count?setId */
export async function fetchLikesCount(setId: string, signal?: AbortSignal): Promise<number> {
  return field(await apiRequest<unknown>(`/likes/count?setId=${q(setId)}`, withSignal(signal)), 'likesCount', isCount);
}

/**
 * GET /likes/status?setId&userId&_t. sets-and-study §7: sent with no-cache headers and a time stamp `_t`, so
 * no cache between here and the server answers with an older state.
 */
export async function fetchLikeStatus(setId: string, userId: string, signal?: AbortSignal): Promise<boolean> {
  const data = await apiRequest<unknown>(`/likes/status?setId=${q(setId)}&userId=${q(userId)}&_t=${Date.now()}`, {
    headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    ...withSignal(signal),
  });
  return field(data, 'hasLiked', isBoolean);
}

export interface LikeChange {
  likesCount: number;
  hasLiked: boolean;
}

/** POST /likes/like or /likes/unlike: the server's count after the change. */
export async function changeLike(setId: string, userId: string, like: boolean): Promise<LikeChange> {
  const data = await apiRequest<unknown>(like ? '/likes/like' : '/likes/unlike', {
    method: 'POST',
    body: { setId, userId },
  });
  const likesCount = field(data, 'likesCount', isCount);
  // The spec reads only the count; the state is the one asked for when the server leaves it out.
  const hasLiked =
    typeof (data as { hasLiked?: unknown }).hasLiked === 'boolean' ? (data as LikeChange).hasLiked : like;
  return { likesCount, hasLiked };
}

/** GET /sets/saved-status?userId&setId */
export async function fetchSavedStatus(setId: string, userId: string, signal?: AbortSignal): Promise<boolean> {
  const data = await apiRequest<unknown>(
    `/sets/saved-status?userId=${q(userId)}&setId=${q(setId)}`,
    withSignal(signal),
  );
  return field(data, 'isSaved', isBoolean);
}

/** POST /sets/save (sets-and-study §7: the answer is not used) or POST /sets/unsave. */
export async function changeSaved(setId: string, userId: string, save: boolean): Promise<void> {
  await apiRequest<unknown>(save ? '/sets/save' : '/sets/unsave', { method: 'POST', body: { setId, userId } });
}
