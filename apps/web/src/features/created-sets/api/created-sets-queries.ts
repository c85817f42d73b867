import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteSet, fetchCreatedSets, InvalidSetsDataError, type CreatedSet } from './created-sets-api.ts';
import { setKeys } from '../../../lib/set-query-keys.ts';

/** Per user, under ['sets'] (lib/set-query-keys.ts), so a delete here refreshes the profile's counts too. */
export const createdSetsKeys = { all: setKeys.all, user: setKeys.created };

export function useCreatedSets(uid: string) {
  return useQuery({
    queryKey: createdSetsKeys.user(uid),
    queryFn: ({ signal }) => fetchCreatedSets(uid, signal),
    // A malformed answer or a refusal will not change by asking again; network blips and 5xx may.
    retry: (failures, error) =>
      failures < 2 &&
      !(error instanceof InvalidSetsDataError) &&
      !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** Deletes a set; on success it leaves the list at once, then every set query is refreshed. */
export function useDeleteSet(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => deleteSet(setId, uid),
    onSuccess: (_result, setId) => {
      queryClient.setQueryData<CreatedSet[]>(createdSetsKeys.user(uid), (sets) => sets?.filter((s) => s.id !== setId));
      // Not awaited: the card is gone already; the refresh (list, the profile's counts) follows.
      void queryClient.invalidateQueries({ queryKey: createdSetsKeys.all });
    },
  });
}
