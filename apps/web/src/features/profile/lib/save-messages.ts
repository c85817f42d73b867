import { ApiError } from '../../../lib/api-client.ts';

/** accounts-and-discovery §5/§8: what a failed save says. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'Username unavailable';
  if (error instanceof ApiError && error.status > 0) return `Failed to update profile. Status: ${error.status}`;
  return 'An error occurred while updating your profile.';
}
