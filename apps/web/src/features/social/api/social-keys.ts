import { setKeys } from '../../../lib/set-query-keys.ts';

export { isSetListQuery } from '../../../lib/set-query-keys.ts';

/**
 * Query keys. Set queries live under ['sets'] (lib/set-query-keys.ts); likes are their own, per set.
 */
export const socialKeys = {
  savedStatus: setKeys.savedStatus,
  likesCount: (setId: string) => ['likes', setId, 'count'] as const,
  likeStatus: (setId: string, userId: string) => ['likes', setId, 'status', userId] as const,
};
