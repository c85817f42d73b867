import type { Query } from '@tanstack/react-query';

/**
 * Query keys. Set queries live under ['sets']; likes are their own, per set.
 */
export const socialKeys = {
  savedStatus: (setId: string, userId: string) => ['sets', 'saved-status', userId, setId] as const,
  likesCount: (setId: string) => ['likes', setId, 'count'] as const,
  likeStatus: (setId: string, userId: string) => ['likes', setId, 'status', userId] as const,
};

/**
 * The set lists a like or a save changes (created, saved, search, popular, counts): every ['sets']
 * query but one set's detail and its saved status, which the change itself has already settled.
 */
export const isSetListQuery = ({ queryKey: [root, kind] }: Query) =>
  root === 'sets' && kind !== 'detail' && kind !== 'saved-status';
