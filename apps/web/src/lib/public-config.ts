import type { PublicConfig } from '@coursecards/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** GET /config: this server's contact address and whether Google sign-in is set up. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/config', signal ? { signal } : {});
}

/**
 * The server's setup does not change while the page is open: fetched once, shared by every caller
 * (the legal pages' contact address, the Google button). `enabled` false waits until it is wanted.
 */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['config'],
    enabled,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
