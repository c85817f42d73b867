/**
 * The set creator's validation messages (sets-and-study §5), worded once for the page and
 * the API, and free of zod so the page can import them alone.
 */
export const SetMessages = {
  titleRequired: 'Please provide a title for your flashcard set',
  classCodeRequired: 'Please select a valid class code',
  classCodeNotInList: 'Invalid class code! Please select from the list',
  classCodeBlur: 'Please select a valid class code from the list',
  descriptionTooLong: 'Description must be 500 characters or less',
  noCards: 'You need to add at least one flashcard with content',
  cardIncomplete: (n: number) => `Card ${n} needs both a question and an answer`,
  /** ours: over SetLimits.cardsMax */
  tooManyCards: (count: number, max: number) =>
    `A set holds at most ${max} cards, and this one has ${count}. Remove some, or split them into two sets.`,
  imageType: 'Please select an image file (JPEG, PNG, etc.)',
  imageTooLarge: 'Image file must be less than 5MB',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  /** ours: an animation over the frames × pixels bound (SetLimits.animationMaxPixels) */
  imageAnimationTooLarge: (frames: number, width: number, height: number, maxPixels: number) =>
    `This animation is too long or too large to store: its ${frames} frames of ${width}×${height} pixels ` +
    `add up to ${(frames * width * height).toLocaleString('en-US')} pixels, over the ` +
    `${maxPixels.toLocaleString('en-US')} an animation may hold. Upload a shorter or smaller animation, ` +
    'or a still image.',
  /** ours: no smaller re-encoding fits SetLimits.imageStoredMaxBytes (rare: noise-like pictures) */
  imageTooDetailed: 'This image is too detailed to store. Please upload a smaller image.',
  /** ours: the account's stored images reached SetLimits.imageStoragePerAccountBytes */
  imageStorageFull: (megabytes: number) =>
    `Your images already use all of your ${megabytes} MB of storage. Remove images you no longer need ` +
    'from your sets (unused images are freed within a day), then try again.',
  loginRequired: 'You must be logged in to save a set',
  /** ours: a language tag outside SET_LANGUAGES (themes-and-speech §2) */
  languageUnknown: 'Please choose a language from the list',
} as const;
