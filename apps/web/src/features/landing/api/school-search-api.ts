import type { SchoolSetCountsResponse } from '@coursecards/shared/schemas/schools';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /logRoutes/logSearch: records which school a visitor looked for. */
export async function logSchoolSearch(school: string): Promise<void> {
  await apiRequest<{ ok: true }>('/logRoutes/logSearch', { method: 'POST', body: { school } });
}

/** GET /schools/set-counts: public sets per school; schools without any are absent. */
export function fetchSchoolSetCounts(signal?: AbortSignal): Promise<SchoolSetCountsResponse> {
  return apiRequest<SchoolSetCountsResponse>('/schools/set-counts', signal ? { signal } : {});
}

export function useSchoolSetCounts() {
  return useQuery({
    queryKey: ['schools', 'set-counts'],
    queryFn: ({ signal }) => fetchSchoolSetCounts(signal),
    select: (data) => data.counts,
    staleTime: 5 * 60_000,
  });
}
