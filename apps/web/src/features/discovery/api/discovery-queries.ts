import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchPopularSets, InvalidSetListError, searchSets, type SearchPage } from './discovery-api.ts';
import { setKeys } from '../../../lib/set-query-keys.ts';

/** Under ['sets'] (lib/set-query-keys.ts), so any change to sets (a create, a like) refreshes these lists too. */
export const discoveryKeys = { search: setKeys.search, popular: setKeys.popular };

// A malformed answer or a refusal will not change by asking again; network blips and 5xx may.
const retry = (failures: number, error: unknown) =>
  failures < 2 &&
  !(error instanceof InvalidSetListError) &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const loadedCount = (pages: readonly SearchPage[]) => pages.reduce((sum, page) => sum + page.sets.length, 0);

/** A search, a page at a time: the next page starts where the loaded sets end, until all are loaded. */
export function useSearchResults(classCode: string, uid: string | null) {
  return useInfiniteQuery({
    queryKey: discoveryKeys.search(classCode, uid),
    queryFn: ({ signal, pageParam }) => searchSets(classCode, uid, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SearchPage, pages: SearchPage[]) => {
      const loaded = loadedCount(pages);
      return last.sets.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: classCode.trim() !== '',
    retry,
  });
}

export function usePopularSets(university: string | null) {
  return useQuery({
    queryKey: discoveryKeys.popular(university),
    queryFn: ({ signal }) => fetchPopularSets(university, signal),
    retry,
  });
}
