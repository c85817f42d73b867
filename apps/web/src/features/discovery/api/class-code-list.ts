import { parseClassCodeList } from '@coursecards/shared/domain/class-code-search';
import { classCodeListFileName, DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import { useQuery } from '@tanstack/react-query';

async function fetchList(file: string, signal: AbortSignal): Promise<string[] | null> {
  const response = await fetch(`/data/${file}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load the class codes (${response.status})`);
  return parseClassCodeList(await response.text());
}

/**
 * The class codes Find Sets suggests: the user's university's own list, or the default list when the
 * university has none (404) or the user has no university (spec accounts §3 "Class-code lists").
 */
export async function fetchClassCodeList(university: string | null, signal: AbortSignal): Promise<string[]> {
  const own = university?.trim() ? await fetchList(classCodeListFileName(university), signal) : null;
  if (own) return own;
  const fallback = await fetchList(DEFAULT_CLASS_CODE_LIST, signal);
  if (!fallback) throw new Error('Could not load the class codes (404)');
  return fallback;
}

/**
 * Static files: loaded once per university for the life of the page. The key is the one the set
 * creator's loader uses for the same files (features may not import each other), so the two
 * screens share one download.
 */
export function useClassCodeList(university: string | null) {
  return useQuery({
    queryKey: ['static', 'class-codes', university ?? ''],
    queryFn: ({ signal }) => fetchClassCodeList(university, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
