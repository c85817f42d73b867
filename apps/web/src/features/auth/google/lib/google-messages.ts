import { EMAIL_IN_USE_MESSAGE } from '@coursecards/shared/constants/messages';
import { ApiError } from '../../../../lib/api-client.ts';

/** The spec's Google texts (accounts-and-discovery §5, §8) and ours for a server without Google settings (product decisions). */
export const GoogleMessages = {
  universityRequired: 'Please select your university before continuing with Google',
  popupBlocked: 'Popup was blocked by the browser. Please allow popups for this site.',
  cancelled: 'Sign in was cancelled',
  notConfigured: 'Google sign-in is not configured on this server.',
  noAccount: 'No account found with this Google email. Please sign up first or try a different account.',
  emailInUse: EMAIL_IN_USE_MESSAGE,
  generic: 'Failed to authenticate with Google. Please try again.',
  noToken: 'No authentication token received from server',
  signInFailed: (message: string) => `Sign in failed: ${message}`,
} as const;

/** A failure whose message is already what the user should read. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

/** What the user reads for an error the popup reported (its `error` field). */
export function popupErrorMessage(error: string): string {
  if (error === 'cancelled') return GoogleMessages.cancelled;
  if (/not configured/i.test(error)) return GoogleMessages.notConfigured;
  return GoogleMessages.signInFailed(error);
}

/**
 * What the user reads for a failed Google step (accounts-and-discovery §8): "no account" for the server's
 * not-found answer, the e-mail-in-use text, the server's own message for other refusals, the
 * "Server error: …" line for an unreadable answer, and the generic text for everything else.
 */
export function googleErrorMessage(err: unknown): string {
  if (err instanceof GoogleSignInError) return err.message;
  if (!(err instanceof ApiError)) return GoogleMessages.generic;
  if (/User not found|signup process/.test(err.message)) return GoogleMessages.noAccount;
  if (err.status === 409 && err.message === EMAIL_IN_USE_MESSAGE) return GoogleMessages.emailInUse;
  if (err.code === 'invalid_response') return err.message;
  if (err.status >= 400 && err.status < 500 && err.message) return err.message;
  return GoogleMessages.generic;
}
