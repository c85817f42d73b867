/**
 * Every number of the spec's constants tables (accounts-and-discovery §9, sets-and-study §9),
 * plus the server-side bounds we chose where the spec gives none (marked "ours").
 * Client and server both read these; no other file hard-codes them.
 */

export const AccountLimits = {
  usernameMin: 3,
  /** ours: keeps names readable in cards and headers */
  usernameMax: 30,
  passwordMin: 6,
  /** ours: argon2 has no 72-byte cap, but a bound stops hashing megabyte strings */
  passwordMax: 256,
  /** RFC 5321 path limit */
  emailMax: 254,
  minimumAge: 18,
  /** ours */
  universityMax: 200,
  /** ours */
  fieldOfStudyMax: 120,
} as const;

export const SetLimits = {
  /** ours */
  titleMax: 200,
  /** ours: longest code in the shipped lists is 16 characters */
  classCodeMax: 32,
  descriptionMax: 500,
  /** ours: a sane upper bound on cards per set */
  cardsMax: 500,
  /** ours: per side of a card */
  cardTextMax: 5000,
  imageMaxBytes: 5 * 1024 * 1024,
  /** ours: a stored (re-encoded) image is never larger than an upload may be */
  imageStoredMaxBytes: 5 * 1024 * 1024,
  /**
   * ours: an animation's frames × width × height as stored. Re-encoding a GIF costs up to about half
   * a second per million pixels of detailed frames, so this keeps any upload to a fraction of a second.
   */
  animationMaxPixels: 1_000_000,
  /** ours: what one account's stored images may add up to */
  imageStoragePerAccountBytes: 200 * 1024 * 1024,
} as const;

export const FeedbackLimits = {
  /** ours */
  messageMax: 5000,
} as const;

export const AiLimits = {
  notesMin: 100,
  notesMax: 40_000,
  pdfMaxBytes: 30 * 1024 * 1024,
  cardCountMin: 5,
  cardCountMax: 50,
  cardCountDefault: 10,
  cardCountPresets: [5, 10, 15, 20, 30, 50],
  distractorsPerQuestion: 3,
} as const;

/** Flashcard-count bands of the AI overlay: the first band whose `upTo` covers the count. */
export const CardCountBands = [
  { upTo: 10, label: 'quick study session' },
  { upTo: 20, label: 'balanced set' },
  { upTo: 35, label: 'comprehensive review' },
  { upTo: Number.POSITIVE_INFINITY, label: 'intensive study' },
] as const;

export const SuggestionLimits = {
  university: 5,
  landingSchool: 5,
  landingDropdownMaxHeightPx: 300,
  classCodeFindSets: 8,
  classCodeCreator: 10,
  classCodeCreatorListMaxHeightPx: 240,
} as const;

/** Delays and durations, in milliseconds. */
export const Timings = {
  usernameCheckDebounce: 500,
  aiOverlayCloseAfterGeneration: 1500,
  landingSearchNavigation: 600,
  classSearchNavigation: 500,
  feedbackModalAutoClose: 2000,
  typingPerChar: 100,
  deletingPerChar: 50,
  typingPause: 2000,
  existingAccountSuccess: 1500,
  existingAccountFade: 500,
  profileSaveRedirect: 1500,
  editProfileUnauthenticatedRedirect: 2000,
  universityBlurClearField: 1500,
  universityBlurClearMessage: 3000,
  setSaveRedirect: 1500,
  aiGeneratedNotice: 3000,
  savedDialogAutoClose: 3000,
  savedDialogFade: 500,
  cardFlip: 600,
  classCodeBlurClearField: 1500,
  classCodeBlurClearMessage: 3000,
} as const;

export const UiConstants = {
  particleCount: 150,
  mobileBreakpointPx: 768,
  shortUserIdLength: 6,
  quizJumpQuestionCut: 30,
  resultsGoodPercent: 80,
  resultsFairPercent: 60,
  creatorProgressWeights: { title: 33, classCode: 33, cards: 34 },
} as const;

export const PageLimits = {
  /** ours: search results per request; `offset` asks for the next ones */
  searchResults: 100,
  /** ours: the furthest a search may page (no class has this many public sets) */
  searchOffsetMax: 10_000,
  popularSets: 12,
} as const;

/** ours: the header of a search answer that holds how many sets match in all (the answer holds one page). */
export const SEARCH_TOTAL_HEADER = 'x-total-count';
