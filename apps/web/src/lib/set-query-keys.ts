import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import type { Query } from '@tanstack/react-query';

/**
 * Every query about sets, in one place. All live under ['sets'], so one invalidation of `all`
 * after any change to sets (a create, an edit, a delete, a save, a like) refreshes every list,
 * count and detail; per user where the answer depends on who asks.
 */
export const setKeys = {
  all: ['sets'] as const,
  detail: (setId: string) => ['sets', 'detail', setId] as const,
  created: (uid: string) => ['sets', 'user', uid] as const,
  saved: (uid: string) => ['sets', 'saved', uid] as const,
  savedStatus: (setId: string, userId: string) => ['sets', 'saved-status', userId, setId] as const,
  counts: (uid: string) => ['sets', 'counts', uid] as const,
  search: (classCode: string, uid: string | null) => ['sets', 'search', classCodeKey(classCode), uid ?? ''] as const,
  popular: (university: string | null) => ['sets', 'popular', university ?? ''] as const,
};

/**
 * The set lists a like or a save changes (created, saved, search, popular, counts): every ['sets']
 * query but one set's detail and its saved status, which the change itself has already settled.
 */
export const isSetListQuery = ({ queryKey: [root, kind] }: Query) =>
  root === setKeys.all[0] && kind !== 'detail' && kind !== 'saved-status';
