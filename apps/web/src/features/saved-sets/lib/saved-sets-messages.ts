/** The saved-sets screen's texts (sets-and-study §2 "Saved sets", §8 "Saved sets"). */
export const SavedSetsMessages = {
  loading: 'Loading your saved sets...',
  invalidData: 'Server returned invalid data. Please try again later.',
  unexpectedError: 'An unexpected error occurred. Please try again later.',
  unsaveFailed: 'Failed to unsave the set. Please try again.',
  unsaveFailedOffline: 'Failed to unsave the set. Please check your connection.',
  unsaveTitle: 'Unsave Flashcard Set?',
  recentlySaved: 'Recently saved',
  emptyTitle: 'No Saved Sets Yet',
  discoverPrompt: 'Discover Flashcard Sets',
  howToSaveTitle: 'How to Save Sets',
  publicSet: 'Public set',
} as const;

/** "1 set", "12 sets" */
export const setCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'set' : 'sets'}`;
