import type { SessionUser } from '@coursecards/shared/schemas/auth';
import type { UpdateProfileRequest, UserProfile } from '@coursecards/shared/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkUsernameAvailable,
  fetchOwnProfile,
  fetchSetCounts,
  fetchTotalLikes,
  updateProfile,
} from './profile-api.ts';
import { setKeys } from '../../../lib/set-query-keys.ts';

/** Query keys, per user, so one account's data never shows for another. */
export const profileKeys = {
  profile: (uid: string) => ['user', uid, 'profile'] as const,
  totalLikes: (uid: string) => ['user', uid, 'total-likes'] as const,
  setCounts: setKeys.counts,
  usernameAvailable: (username: string) => ['auth', 'username-available', username.toLowerCase()] as const,
};

export function useOwnProfile(uid: string) {
  return useQuery({
    queryKey: profileKeys.profile(uid),
    queryFn: ({ signal }) => fetchOwnProfile(uid, signal),
    // The fallback route inside fetchOwnProfile is the retry; after that the page offers "Try Again".
    retry: false,
  });
}

export function useTotalLikes(uid: string) {
  return useQuery({ queryKey: profileKeys.totalLikes(uid), queryFn: ({ signal }) => fetchTotalLikes(uid, signal) });
}

export function useSetCounts(uid: string) {
  return useQuery({ queryKey: profileKeys.setCounts(uid), queryFn: ({ signal }) => fetchSetCounts(uid, signal) });
}

/** Availability of a name someone else may hold; `null` asks nothing. */
export function useUsernameAvailability(username: string | null) {
  return useQuery({
    queryKey: profileKeys.usernameAvailable(username ?? ''),
    queryFn: ({ signal }) => checkUsernameAvailable(username ?? '', signal),
    enabled: username !== null,
    // Names are claimed at any moment: ask again each time, and report a failure at once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Saves the profile and keeps the cached profile in step with the answer. */
export function useUpdateProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(uid, body),
    onSuccess: (saved: SessionUser) => {
      queryClient.setQueryData<UserProfile>(profileKeys.profile(uid), (old) => ({
        ...old,
        uid: saved.uid,
        username: saved.username,
        university: saved.university,
        fieldOfStudy: saved.fieldOfStudy,
        displayName: saved.displayName,
        photoURL: saved.photoURL,
        email: saved.email,
      }));
    },
  });
}
