/**
 * Query keys. Saved status lives under ['sets'], so a save or unsave anywhere (this button, the
 * Saved Sets page) refreshes it along with every set list; likes are their own, per set.
 */
export const socialKeys = {
  sets: ['sets'] as const,
  savedStatus: (setId: string, userId: string) => ['sets', 'saved-status', userId, setId] as const,
  likesCount: (setId: string) => ['likes', setId, 'count'] as const,
  likeStatus: (setId: string, userId: string) => ['likes', setId, 'status', userId] as const,
};
