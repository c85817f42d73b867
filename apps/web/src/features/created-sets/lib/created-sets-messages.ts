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

/** "1 set", "12 sets" */
export const setCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'set' : 'sets'}`;
