import { classCodeListFileName, DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import { useQuery } from '@tanstack/react-query';

/**
 * The shipped lists under /data (accounts-and-discovery §3): static for the life of the page, so each is
 * downloaded once and shared by every screen that needs it.
 */

async function fetchLines(file: string, signal: AbortSignal | undefined): Promise<string[] | null> {
  const response = await fetch(`/data/${file}`, { signal: signal ?? null });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not load /data/${file} (${response.status})`);
  return (await response.text())
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** GET /data/schools.csv: one school name a line. */
export async function fetchSchoolList(signal?: AbortSignal): Promise<string[]> {
  const schools = await fetchLines('schools.csv', signal);
  if (!schools) throw new Error('Could not load the school list (404)');
  return schools;
}

/**
 * A university's own class codes, or the default list when the university has none (404) or the
 * user has no university.
 */
export async function fetchClassCodeList(university: string | null, signal?: AbortSignal): Promise<string[]> {
  const own = university?.trim() ? await fetchLines(classCodeListFileName(university), signal) : null;
  if (own) return own;
  const fallback = await fetchLines(DEFAULT_CLASS_CODE_LIST, signal);
  if (!fallback) throw new Error('Could not load the class codes (404)');
  return fallback;
}

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export function useSchoolList() {
  return useQuery({ queryKey: ['static', 'schools'], queryFn: ({ signal }) => fetchSchoolList(signal), ...forever });
}

export function useClassCodeList(university: string | null) {
  return useQuery({
    queryKey: ['static', 'class-codes', university ?? ''],
    queryFn: ({ signal }) => fetchClassCodeList(university, signal),
    ...forever,
  });
}
