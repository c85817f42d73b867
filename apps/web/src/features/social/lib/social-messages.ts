/** The like and save controls' texts (sets-and-study §2 "Set viewer", §8 "Viewer"). */
export const SocialMessages = {
  likeFailed: 'Failed to update like status.',
  saveFailed: 'Failed to save the set.',
  unsaveFailed: 'Failed to unsave the set.',
  saveSet: 'Save Set',
  unsaveSet: 'Unsave Set',
  savedTitle: 'Set Saved Successfully!',
  viewSavedSets: 'View Saved Sets',
} as const;

/** "1 like", "12 likes" */
export const likeCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;
