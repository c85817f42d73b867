/** The set viewer's and flip-card study's texts (sets-and-study §2, §8 "Viewer", "Flashcard study"). */
export const StudyMessages = {
  notAuthenticated: 'User not authenticated. Please log in to view flashcard sets.',
  missingSetId: 'No flashcard set ID provided. Please select a valid set.',
  viewerLoadErrorTitle: 'Error Loading Flashcard Set',
  viewerLoadFailed: 'Failed to load flashcard set. Please try again.',
  studyLoadErrorTitle: 'Error Loading Flashcards',
  studyLoadFailed: 'Failed to load flashcard set. Please check your connection.',
  currentCardMissing: 'Could not load flashcards or current card. Please try again.',
  noFlashcardsTitle: 'No flashcards in this set',
  noFlashcardsYet: "This set doesn't have any flashcards yet.",
  noMatches: 'No flashcards match your search criteria.',
  savedFromOriginal: 'Saved from original set',
  studyFlashcards: 'Study Flashcards',
  takeQuiz: 'Take Quiz',
  // ours (learn-and-match §1): the two newer modes, and one line on what each mode is
  learn: 'Learn',
  match: 'Match',
  modeHints: {
    flashcards: 'Flip through the cards at your own pace.',
    quiz: 'Answer every card once and see your score.',
    learn: 'Adaptive rounds until you know every card.',
    match: 'Race the clock to pair terms and definitions.',
  },
  editSet: 'Edit Set',
  allFlashcards: 'All Flashcards',
  addFlashcards: 'Add Flashcards',
  // ours: the spec names no text for these
  loadingSet: 'Loading flashcard set...',
  loadingCards: 'Loading flashcards...',
  backToSet: 'Back to Set',
  endOfDeck: 'End of deck',
  endOfDeckDone: (count: number) =>
    count === 1
      ? 'You went through the card. What next?'
      : `You went through all ${count.toLocaleString('en-US')} cards. What next?`,
  studyAgain: 'Study Again',
  shuffleAndStudy: 'Shuffle and Study Again',
  takeTheQuiz: 'Take the Quiz',
} as const;

/** "1 card", "12 cards" */
export const cardCountLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'card' : 'cards'}`;

/** Spec: the list's status line, 'Showing X of Y cards', word for word. */
export const showingLabel = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} cards`;

/** Spec: 'Card N of M' (N counts from 1). */
export const cardPositionLabel = (position: number, count: number) =>
  `Card ${(position + 1).toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`;
