/** Every browser-storage key the product uses (spec: accounts-and-discovery §3, sets-and-study §3). */
export const StorageKeys = {
  token: 'token',
  authToken: 'authToken',
  selectedSchool: 'selectedSchool',
  searchSchool: 'searchSchool',
  hasSeenCreatedSetsHelper: 'hasSeenCreatedSetsHelper',
  hasSeenSavedSetsHelper: 'hasSeenSavedSetsHelper',
  hideCreatorInfoTips: 'hideCreatorInfoTips',
  hideViewerInfoTips: 'hideViewerInfoTips',
  aiGeneratedFlashcards: 'aiGeneratedFlashcards',
  shouldScrollToCards: 'shouldScrollToCards',
  editingFlashcardSet: 'editingFlashcardSet',
  aiGenerateNotes: 'ai-generate-notes',
  aiGenerateTipDismissed: 'ai-generate-tip-dismissed',
  /** read-aloud's auto-read switch (themes-and-speech §2); the theme's key is THEME_STORAGE_KEY */
  autoReadAloud: 'autoReadAloud',
  setLiked: (setId: string) => `set_${setId}_liked`,
} as const;

/** localStorage that never throws (private mode, storage disabled or full). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is a convenience here; the product works without it.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // as above
    }
  },
};
