import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** GET /sets/{setId}: the whole set, cards included. The viewer, flip cards and quiz share one cache entry. */
export const flashcardSetQuery = (setId: string) =>
  queryOptions({
    queryKey: ['sets', 'detail', setId],
    queryFn: ({ signal }) => apiRequest<FlashcardSet>(`/sets/${encodeURIComponent(setId)}`, { signal }),
    enabled: setId !== '',
  });

export const useFlashcardSet = (setId: string) => useQuery(flashcardSetQuery(setId));
