/**
 * Messages both sides must word the same, kept free of zod so a page can import one string
 * without loading the schema library.
 */

/** POST /auth/forgot-password always answers this (spec accounts §8). */
export const FORGOT_PASSWORD_MESSAGE =
  'If your email is registered, you will receive reset instructions. Be sure to check your spam folder too!';

/** The error of google-signup when the e-mail belongs to a password account (spec accounts §8). */
export const EMAIL_IN_USE_MESSAGE =
  'This email is already registered with a different authentication method. Please use a different email or sign in with your existing account.';
