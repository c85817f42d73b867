import type {
  CheckExistingAccountResponse,
  GoogleLoginRequest,
  GoogleSignupRequest,
  SessionResponse,
} from '@coursecards/shared/schemas/auth';
import { usePublicConfig } from '../../../../lib/public-config.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

// The three Google calls of the spec (accounts-and-discovery §7). `token` is the ID token the popup received; the server
// verifies it and takes the identity from it alone.

export function checkExistingAccount(email: string): Promise<CheckExistingAccountResponse> {
  return apiRequest('/auth/check-existing-account', { method: 'POST', body: { email }, token: null });
}

/** Partial: the flow must cope with an answer that lacks its token (accounts-and-discovery §8). */
export function googleLogin(body: GoogleLoginRequest): Promise<Partial<SessionResponse> | undefined> {
  return apiRequest('/auth/google-login', { method: 'POST', body, token: null });
}

export function googleSignup(body: GoogleSignupRequest): Promise<Partial<SessionResponse> | undefined> {
  return apiRequest('/auth/google-signup', { method: 'POST', body, token: null });
}

/**
 * Whether this server has Google settings (GET /config), asked only once `wanted` (the pointer or
 * the focus reached the button), so a page that shows the button costs no request until then.
 */
export function useGoogleSignInEnabled(wanted: boolean): boolean | undefined {
  return usePublicConfig({ enabled: wanted }).data?.googleSignIn;
}
