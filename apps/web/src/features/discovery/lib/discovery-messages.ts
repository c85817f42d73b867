/** The Find Sets and Search Results texts (accounts-and-discovery §2, §5, §8); "ours" where the spec names none. */
export const DiscoveryMessages = {
  classCodeInvalid: 'Please select a valid class code from the list',
  popularHeading: 'Most Popular Sets',
  popularFailed: 'Failed to load popular sets',
  popularEmpty: (university: string) => `No popular sets available for ${university} yet. Be the first to create one!`,
  // ours: a user without a university sees the sets of every school
  popularEmptyAnywhere: 'No popular sets available yet. Be the first to create one!',
  // ours
  popularLoading: 'Loading popular sets...',
  // ours: the class-code list could not be loaded, so typed codes are searched as they are
  classCodesUnavailable: 'Class code suggestions are unavailable right now. You can still search by typing a code.',
  searching: 'Searching for flashcard sets...',
  searchFailed: 'Failed to load search results. Please try again later.',
  noResults: 'No flashcard sets found',
  noMatches: 'No matching flashcard sets',
  noMatchesStatus: 'No sets match your search criteria',
  // ours: a search finds more sets than one page holds
  showMore: (count: number) => `Show ${count.toLocaleString('en-US')} more ${count === 1 ? 'set' : 'sets'}`,
  moreFailed: 'Could not load more sets. Please try again.',
  recentlyCreated: 'Recently created',
  publicSet: 'Public set',
} as const;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "Found 1 public flashcard set", "Found 12 public flashcard sets" */
export const foundHeading = (count: number) =>
  `Found ${plural(count, 'public flashcard set', 'public flashcard sets')}`;
