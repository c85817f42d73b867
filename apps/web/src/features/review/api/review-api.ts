import type {
  AnswerResponse,
  DueResponse,
  ProgressResponse,
  Rating,
  ReviewSetsResponse,
  ReviewSettings,
  StatsResponse,
  StudyMode,
  UndoResponse,
} from '@coursecards/shared/schemas/review';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { deviceUser } from '../../../lib/device-user.ts';
import { queueRating } from '../../../lib/rating-queue.ts';

/** Spaced repetition under /api (docs/product/review.md). */
const q = encodeURIComponent;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function checked<T>(data: unknown, ok: (value: Record<string, unknown>) => boolean): T {
  if (typeof data !== 'object' || data === null || !ok(data as Record<string, unknown>))
    throw new ApiError(200, 'invalid_response', 'Server returned invalid data.');
  return data as T;
}
const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** GET /review/due?limit[&setId] */
export async function fetchDue(limit: number, setId: string | null, signal?: AbortSignal): Promise<DueResponse> {
  const data = await apiRequest<unknown>(
    `/review/due?limit=${limit}${setId ? `&setId=${q(setId)}` : ''}`,
    withSignal(signal),
  );
  return checked(data, (d) => Array.isArray(d.cards) && isCount(d.totalDue) && isCount(d.newAvailable));
}

export interface Rated {
  cardId: string;
  rating: Rating;
  mode: StudyMode;
  durationMs?: number;
}

/**
 * POST /review/answer, with a key of its own so a retried request is recorded once; `reviewedAt`
 * (epoch ms) for a rating made earlier, offline.
 */
export async function answerCard(
  rated: Rated,
  key: string = crypto.randomUUID(),
  reviewedAt?: number,
): Promise<AnswerResponse> {
  const data = await apiRequest<unknown>('/review/answer', {
    method: 'POST',
    body: { ...rated, idempotencyKey: key, ...(reviewedAt === undefined ? {} : { reviewedAt }) },
  });
  return checked(data, (d) => typeof d.cardId === 'string' && typeof d.due === 'string');
}

/** A rating kept on the device until the connection is back (docs/product/offline.md §2). */
export interface QueuedAnswer {
  queued: true;
  cardId: string;
}

/** Sends a rating, or without a connection keeps it on the device, stamped with when it was made. */
export async function answerOrQueue(rated: Rated, key: string): Promise<AnswerResponse | QueuedAnswer> {
  const reviewedAt = Date.now();
  const keep = async (): Promise<QueuedAnswer> => {
    await queueRating({ ...rated, key, uid: deviceUser.get(), reviewedAt });
    return { queued: true, cardId: rated.cardId };
  };
  if (navigator.onLine === false) return keep();
  try {
    return await answerCard(rated, key);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'network_error') return keep();
    throw error;
  }
}

/** POST /review/undo */
export async function undoLastRating(): Promise<UndoResponse> {
  return checked(await apiRequest<unknown>('/review/undo', { method: 'POST' }), (d) => typeof d.cardId === 'string');
}

/** GET /review/stats */
export async function fetchStats(signal?: AbortSignal): Promise<StatsResponse> {
  const data = await apiRequest<unknown>('/review/stats', withSignal(signal));
  return checked(data, (d) => Array.isArray(d.heatmap) && Array.isArray(d.forecast) && isCount(d.dueToday));
}

/** GET /review/sets */
export async function fetchReviewSets(signal?: AbortSignal): Promise<ReviewSetsResponse> {
  return checked(await apiRequest<unknown>('/review/sets', withSignal(signal)), (d) => Array.isArray(d.sets));
}

/** GET /sets/{id}/progress */
export async function fetchProgress(setId: string, signal?: AbortSignal): Promise<ProgressResponse> {
  const data = await apiRequest<unknown>(`/sets/${q(setId)}/progress`, withSignal(signal));
  return checked(data, (d) => isCount(d.new) && isCount(d.learning) && isCount(d.review) && isCount(d.mastered));
}

/** GET /review/settings */
export async function fetchSettings(signal?: AbortSignal): Promise<ReviewSettings> {
  return checked(await apiRequest<unknown>('/review/settings', withSignal(signal)), (d) => isCount(d.desiredRetention));
}

/** PUT /review/settings */
export async function saveSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  const data = await apiRequest<unknown>('/review/settings', { method: 'PUT', body: settings });
  return checked(data, (d) => isCount(d.desiredRetention));
}

/** After log-in: Today when a review is due, else the student's sets. Never fails the log-in. */
export async function landingAfterSignIn(token: string): Promise<string> {
  try {
    const due = await apiRequest<unknown>('/review/due?limit=1', { token });
    return checked<DueResponse>(due, (d) => isCount(d.totalDue)).totalDue > 0 ? '/today' : '/created-sets';
  } catch {
    return '/created-sets';
  }
}
