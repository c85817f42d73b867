import { z } from './z.ts';

/** The signed-in user as the client sees it (spec accounts §3 "User"). E-mail goes only to its owner. */
export const SessionUser = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  university: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** GET /auth/verify-token */
export const VerifyTokenResponse = z.object({ success: z.boolean(), user: SessionUser.optional() });
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

/** POST /auth/exchange-token: a one-time token from a link becomes a session token. */
export const ExchangeTokenRequest = z.object({ token: z.string().min(1).max(512) });
export const ExchangeTokenResponse = z.object({ token: z.string(), message: z.string().optional() });
export type ExchangeTokenResponse = z.infer<typeof ExchangeTokenResponse>;
