import { PageLimits } from '../constants/limits.ts';
import { z } from './z.ts';

/**
 * Finding and keeping sets (accounts-and-discovery §7, sets-and-study §7), under /api. Lists answer
 * FlashcardSetSummary[] (schemas/sets.ts). `userId` fields are the spec's: the server takes the user
 * from the session and refuses one naming someone else.
 */
const Id = z.string().min(1).max(64);

/**
 * GET /sets/search?classCode=&userId=[&offset=]: one page of PageLimits.searchResults sets from
 * `offset` on; the X-Total-Count header says how many match in all.
 */
export const SearchSetsQuery = z.object({
  classCode: z.string().trim().min(1, 'Please select a valid class code from the list').max(64),
  userId: Id.optional(),
  offset: z.coerce.number().int().min(0).max(PageLimits.searchOffsetMax).default(0),
});

/** GET /sets/popular?university= */
export const PopularSetsQuery = z.object({ university: z.string().trim().max(200).optional() });

/** POST /sets/save, POST /sets/unsave, POST /likes/like, POST /likes/unlike */
export const SetActionRequest = z.object({ setId: Id, userId: Id.optional() });
export type SetActionRequest = z.input<typeof SetActionRequest>;

/** GET /sets/saved-status?userId&setId, GET /likes/status?setId&userId, GET /likes/count?setId */
export const SetQuery = z.object({ setId: Id, userId: Id.optional(), _t: z.string().max(32).optional() });

export const SaveSetResponse = z.object({
  /** the saver's private copy */
  savedSetId: z.string(),
  /** it was saved before: nothing new was copied */
  alreadySaved: z.boolean(),
});
export type SaveSetResponse = z.infer<typeof SaveSetResponse>;

export const SavedStatusResponse = z.object({ isSaved: z.boolean(), savedSetId: z.string().nullable() });
export type SavedStatusResponse = z.infer<typeof SavedStatusResponse>;

export const LikeStatusResponse = z.object({ hasLiked: z.boolean() });
export type LikeStatusResponse = z.infer<typeof LikeStatusResponse>;

export const LikesCountResponse = z.object({ likesCount: z.number().int().nonnegative() });
export type LikesCountResponse = z.infer<typeof LikesCountResponse>;

/** POST /likes/like and /likes/unlike: the count after the change, and the user's state. */
export const LikeChangeResponse = z.object({ likesCount: z.number().int().nonnegative(), hasLiked: z.boolean() });
export type LikeChangeResponse = z.infer<typeof LikeChangeResponse>;
