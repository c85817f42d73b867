/** The created-sets screen's texts (accounts-and-discovery §2 "Created Sets", §8 "Created sets"). */
export const CreatedSetsMessages = {
  loading: 'Loading your flashcard sets...',
  loadFailed: 'Failed to load your flashcard sets. Please try again.',
  notAuthenticated: 'User not authenticated',
  invalidData: 'Server returned invalid data',
  deleteFailed: 'Failed to delete the set. Please try again.',
  // ours: the spec names no text for a set that cannot be opened for editing
  editFailed: 'Failed to open the set for editing. Please try again.',
  recentlyCreated: 'Recently created',
} as const;

/** "1 card", "12 cards" */
export const cardCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'card' : 'cards'}`;

/** "1 set", "12 sets" */
export const setCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'set' : 'sets'}`;

/** "1 like", "12 likes": what a screen reader hears beside the heart. */
export const likeCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;
