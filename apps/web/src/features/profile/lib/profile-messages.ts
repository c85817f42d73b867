import { ApiError } from '../../../lib/api-client.ts';

export const NOT_AUTHENTICATED_VIEW = 'Not authenticated. Please log in to view your profile.';
export const NOT_AUTHENTICATED_EDIT = 'Not authenticated. Please log in to edit your profile.';
export const LOAD_FAILED = 'Failed to load profile. Please try again later.';

/** The session is gone (expired or revoked), as opposed to the profile failing to load. */
export const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

export const profileLoadMessage = (error: unknown) => (isUnauthenticated(error) ? NOT_AUTHENTICATED_VIEW : LOAD_FAILED);

/** The e-mail's proven state on the profile, and its "send a new link" button. */
export const EmailVerificationTexts = {
  verified: 'Verified',
  unverified: 'Not verified',
  explain: 'Confirm this address with the link we emailed you, so it is proven to be yours.',
  resend: 'Send verification email',
  sending: 'Sending...',
  resendFailed: 'The verification email could not be sent. Please try again.',
} as const;
