/**
 * Messages both sides must word the same, kept free of zod so a page can import one string
 * without loading the schema library.
 */

/** POST /auth/forgot-password always answers this (accounts-and-discovery §8). */
export const FORGOT_PASSWORD_MESSAGE =
  'If your email is registered, you will receive reset instructions. Be sure to check your spam folder too!';

/** The error of google-signup when the e-mail belongs to a password account (accounts-and-discovery §8). */
export const EMAIL_IN_USE_MESSAGE =
  'This email is already registered with a different authentication method. Please use a different email or sign in with your existing account.';

/** What the e-mail verification calls answer, and the verification page and profile show. */
export const EmailVerificationMessages = {
  verified: 'Your email address is verified.',
  used: 'This verification link has already been used. Your email address is verified.',
  expired: 'This verification link has expired. Sign in and send a new one from your profile.',
  invalid: 'This verification link is not valid. Use the newest link we sent, or send a new one from your profile.',
  alreadyVerified: 'Your email address is already verified.',
  sent: (email: string) => `We sent a verification link to ${email}. It works for 24 hours.`,
} as const;
