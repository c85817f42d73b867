import { SetLimits } from '../constants/limits.ts';
import { SetMessages } from '../constants/set-messages.ts';
import { SET_LANGUAGE_TAGS } from '../domain/set-languages.ts';
import { z } from './z.ts';

/**
 * Sets and cards (sets-and-study §3, §7), under /api. Dates are ISO strings (product decisions).
 * Images are URLs the upload call returned (`/uploads/{key}`); a side may be text, an image or both.
 */

/** An uploaded image's address, as POST /uploads/image returns it. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-z0-9]{20,64}\.(jpg|png|webp|gif)$/;
const ImageUrl = z.string().regex(UPLOAD_URL_PATTERN, 'Image must be one uploaded with POST /uploads/image');

export const Flashcard = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  questionImage: z.string().nullable(),
  answerImage: z.string().nullable(),
});
export type Flashcard = z.infer<typeof Flashcard>;

/** The language a set is written in: a tag from SET_LANGUAGES (themes-and-speech §2). */
export const SetLanguage = z.enum(SET_LANGUAGE_TAGS, { error: SetMessages.languageUnknown });

/** A card as the creator sends it: text trimmed, images optional; empty cards are dropped by the server. */
export const FlashcardInput = z.object({
  id: z.string().max(64).optional(),
  question: z.string().trim().max(SetLimits.cardTextMax).default(''),
  answer: z.string().trim().max(SetLimits.cardTextMax).default(''),
  questionImage: ImageUrl.nullish(),
  answerImage: ImageUrl.nullish(),
});
export type FlashcardInput = z.input<typeof FlashcardInput>;

/**
 * POST /sets/create and PUT /sets/update/{id}. `userId`, `username`, `id` and `createdAt` are the
 * spec's fields: the server takes the owner from the session, refuses a userId naming someone else,
 * and keeps its own id and creation time.
 */
export const SaveSetRequest = z.object({
  id: z.string().max(64).optional(),
  title: z.string().trim().min(1, SetMessages.titleRequired).max(SetLimits.titleMax),
  classCode: z.string().trim().min(1, SetMessages.classCodeRequired).max(SetLimits.classCodeMax),
  description: z.string().trim().max(SetLimits.descriptionMax, SetMessages.descriptionTooLong).default(''),
  flashcards: z.array(FlashcardInput).max(SetLimits.cardsMax, {
    error: (issue) => SetMessages.tooManyCards(Array.isArray(issue.input) ? issue.input.length : 0, SetLimits.cardsMax),
  }),
  isPublic: z.boolean(),
  /** absent: English for a new set, unchanged on an update */
  language: SetLanguage.optional(),
  userId: z.string().max(64).optional(),
  username: z.string().max(200).nullish(),
  createdAt: z.string().max(64).nullish(),
});
export type SaveSetRequest = z.input<typeof SaveSetRequest>;

/** A set without its cards: lists (created sets, search, popular, saved). */
export const FlashcardSetSummary = z.object({
  id: z.string(),
  title: z.string(),
  classCode: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  userId: z.string(),
  /** the owner's username (null when they have none) */
  username: z.string().nullable(),
  university: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  numCards: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isDerived: z.boolean(),
  originalSetId: z.string().nullable(),
  originalCreatorId: z.string().nullable(),
  originalCreatorUsername: z.string().nullable(),
});
export type FlashcardSetSummary = z.infer<typeof FlashcardSetSummary>;

/** GET /sets/{setId}, and the answer of create and update. */
export const FlashcardSet = FlashcardSetSummary.extend({ language: SetLanguage, flashcards: z.array(Flashcard) });
export type FlashcardSet = z.infer<typeof FlashcardSet>;

/** POST /uploads/image */
export const UploadImageResponse = z.object({ imageUrl: z.string() });
export type UploadImageResponse = z.infer<typeof UploadImageResponse>;
