import { FieldOfStudy, Username } from './auth.ts';
import { z } from './z.ts';

/** GET /user/{uid}, GET /user/profile. `email` and `emailVerified` only when the profile is the reader's own. */
export const UserProfile = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  university: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  email: z.string().optional(),
  /** with the e-mail, to its owner only: whether the address is proven */
  emailVerified: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** PUT /user/{uid} and POST /user/update-profile. E-mail is the account's own and cannot change here. */
export const UpdateProfileRequest = z.object({
  username: Username,
  fieldOfStudy: FieldOfStudy.nullish(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  uid: z.string().max(64).optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** GET /user/{uid}/total-likes, POST /user/{uid}/sync-likes */
export const TotalLikesResponse = z.object({ totalLikes: z.number().int().nonnegative() });
export type TotalLikesResponse = z.infer<typeof TotalLikesResponse>;

/** GET /sets/counts/{uid} */
export const SetCountsResponse = z.object({
  created: z.number().int().nonnegative(),
  saved: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type SetCountsResponse = z.infer<typeof SetCountsResponse>;
