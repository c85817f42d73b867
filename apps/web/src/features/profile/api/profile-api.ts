import type { CheckUsernameResponse, EmailVerificationResponse, SessionUser } from '@coursecards/shared/schemas/auth';
import type {
  SetCountsResponse,
  TotalLikesResponse,
  UpdateProfileRequest,
  UserProfile,
} from '@coursecards/shared/schemas/user';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The signed-in user's own profile (with e-mail). accounts-and-discovery §7 keeps a second route to the same data:
 * when GET /user/profile fails for a reason other than the session, GET /user/{uid} is tried once.
 */
export async function fetchOwnProfile(uid: string, signal?: AbortSignal): Promise<UserProfile> {
  try {
    return await apiRequest<UserProfile>('/user/profile', withSignal(signal));
  } catch (err) {
    if (!(err instanceof ApiError) || err.status === 401 || err.status === 403) throw err;
    return apiRequest<UserProfile>(`/user/${encodeURIComponent(uid)}`, withSignal(signal));
  }
}

export async function fetchTotalLikes(uid: string, signal?: AbortSignal): Promise<number> {
  const { totalLikes } = await apiRequest<TotalLikesResponse>(
    `/user/${encodeURIComponent(uid)}/total-likes`,
    withSignal(signal),
  );
  return totalLikes;
}

export function fetchSetCounts(uid: string, signal?: AbortSignal): Promise<SetCountsResponse> {
  return apiRequest<SetCountsResponse>(`/sets/counts/${encodeURIComponent(uid)}`, withSignal(signal));
}

/** Mails the signed-in student a new verification link (to their own address; the server decides which). */
export function resendVerification(): Promise<EmailVerificationResponse> {
  return apiRequest<EmailVerificationResponse>('/auth/resend-verification', { method: 'POST' });
}

export async function checkUsernameAvailable(username: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await apiRequest<CheckUsernameResponse>('/auth/check-username', {
    method: 'POST',
    body: { username },
    ...withSignal(signal),
  });
  return available;
}

/**
 * accounts-and-discovery §7: PUT /user/{uid}, and POST /user/update-profile with the same body when the PUT is not
 * ok. A taken name is final (the second route would say the same), so it is not retried.
 */
export async function updateProfile(uid: string, body: UpdateProfileRequest): Promise<SessionUser> {
  try {
    return await apiRequest<SessionUser>(`/user/${encodeURIComponent(uid)}`, { method: 'PUT', body });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) throw err;
    return apiRequest<SessionUser>('/user/update-profile', { method: 'POST', body });
  }
}
