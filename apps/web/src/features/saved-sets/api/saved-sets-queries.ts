import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchSavedSets, isInvalidResponse, unsaveSavedSet, type SavedSet } from './saved-sets-api.ts';
import { setKeys } from '../../../lib/set-query-keys.ts';

/** Under ['sets'] (lib/set-query-keys.ts), so an unsave here or a save in the viewer refreshes this list. */
export const savedSetsKeys = { all: setKeys.all, saved: setKeys.saved };

export function useSavedSets(uid: string) {
  return useQuery({
    queryKey: savedSetsKeys.saved(uid),
    queryFn: ({ signal }) => fetchSavedSets(uid, signal),
    // A malformed answer or a refusal will not change by asking again; network blips and 5xx may.
    retry: (failures, error) =>
      failures < 2 &&
      !isInvalidResponse(error) &&
      !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** Unsaves a set; on success it leaves the list at once, then every set query is refreshed. */
export function useUnsaveSet(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => unsaveSavedSet(setId, uid),
    onSuccess: (_result, setId) => {
      queryClient.setQueryData<SavedSet[]>(savedSetsKeys.saved(uid), (sets) => sets?.filter((s) => s.id !== setId));
      // Not awaited: the card is gone already; the refresh (this list, the profile's counts) follows.
      void queryClient.invalidateQueries({ queryKey: savedSetsKeys.all });
    },
  });
}
