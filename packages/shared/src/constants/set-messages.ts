/**
 * The set creator's validation messages (spec sets-and-study §5), worded once for the page and
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
  imageType: 'Please select an image file (JPEG, PNG, etc.)',
  imageTooLarge: 'Image file must be less than 5MB',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  loginRequired: 'You must be logged in to save a set',
} as const;
