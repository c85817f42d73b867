import { useQuery } from '@tanstack/react-query';

/** GET /data/schools.csv: one school name a line. Static for the life of the page. */
export async function fetchSchoolList(signal?: AbortSignal): Promise<string[]> {
  const response = await fetch('/data/schools.csv', { signal: signal ?? null });
  if (!response.ok) throw new Error(`Could not load the school list (${response.status})`);
  const text = await response.text();
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function useSchoolList() {
  return useQuery({
    queryKey: ['static', 'schools'],
    queryFn: ({ signal }) => fetchSchoolList(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
