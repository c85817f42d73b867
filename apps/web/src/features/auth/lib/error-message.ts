import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { ApiError } from '../../../lib/api-client.ts';

/** A failure whose message is already the one to show (e.g. "No authentication token received"). */
export class UserFacingError extends Error {}

/**
 * What a form shows for a failed call: the server's own message when it answered the request
 * (a 4xx: validation, wrong password, taken name, "Too many attempts..."), else the spec's fallback.
 * Network failures and server faults get the fallback, never an internal text.
 */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof UserFacingError) return err.message;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) return err.message;
  return fallback;
}

/** The spec's session-response rule (accounts-and-discovery §5 Login): both a token and a user, or no session at all. */
export function sessionOf(value: Partial<SessionResponse> | undefined): SessionResponse | null {
  if (!value || typeof value.token !== 'string' || !value.token || !value.user) return null;
  return { token: value.token, user: value.user };
}
