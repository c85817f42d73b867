import type { SessionUser } from '@coursecards/shared/schemas/auth';
import { ApiError } from '../../lib/api-client.ts';
import { sessionToken } from '../../lib/session-token.ts';
import { exchangeToken, verifyToken } from './api/session-api.ts';

export interface SessionStart {
  user: SessionUser | null;
  /** a token from the page's query string became the session */
  exchanged: boolean;
  error: string | null;
}

/** Pages whose `?token=` is not a session token (the password-reset and verification links carry their own). */
const OWN_TOKEN_PATHS = ['/reset-password', '/verify-email'];

export function queryTokenOf(location: { pathname: string; search: string }): string | null {
  if (OWN_TOKEN_PATHS.includes(location.pathname)) return null;
  return new URLSearchParams(location.search).get('token');
}

/**
 * Spec "Session start": a token in the query string is exchanged for a session; a stored token is
 * verified. A token the server rejects is removed; a network failure keeps it for the next visit.
 */
export async function startSession(location: { pathname: string; search: string }): Promise<SessionStart> {
  let exchanged = false;
  const queryToken = queryTokenOf(location);
  if (queryToken) {
    try {
      const { token } = await exchangeToken(queryToken);
      sessionToken.set(token);
      exchanged = true;
    } catch (err) {
      console.info('Token exchange failed', err);
    }
  }

  const token = sessionToken.get();
  if (!token) return { user: null, exchanged: false, error: null };
  try {
    const result = await verifyToken(token);
    if (result.success && result.user) return { user: result.user, exchanged, error: null };
    sessionToken.clear();
    console.info('Token verification failed');
    return { user: null, exchanged: false, error: null };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'network_error') {
      return { user: null, exchanged: false, error: err.message };
    }
    sessionToken.clear();
    console.info('Invalid authentication token', err);
    return { user: null, exchanged: false, error: null };
  }
}
