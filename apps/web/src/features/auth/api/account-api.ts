import type {
  CheckUsernameResponse,
  EmailVerificationResponse,
  LoginRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignupCompleteRequest,
  SignupRequest,
  SignupResponse,
  UniversityRequestBody,
} from '@coursecards/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';

// The account calls of the e-mail sign-in paths (accounts API, accounts-and-discovery §7). Responses are typed as the
// contract says, but the forms still check the fields they need: the spec asks for that (accounts-and-discovery §5 Login).

/** Partial, because the forms must cope with a response missing its token (accounts-and-discovery §5). */
type Maybe<T> = Partial<T> | undefined;

export function login(body: LoginRequest): Promise<Maybe<SessionResponse>> {
  return apiRequest('/auth/login', { method: 'POST', body, token: null });
}

export function checkUsername(username: string, signal?: AbortSignal): Promise<CheckUsernameResponse> {
  return apiRequest('/auth/check-username', {
    method: 'POST',
    body: { username },
    token: null,
    ...(signal ? { signal } : {}),
  });
}

export function signup(body: SignupRequest): Promise<Maybe<SignupResponse>> {
  return apiRequest('/auth/signup', { method: 'POST', body, token: null });
}

export function completeSignup(body: SignupCompleteRequest): Promise<Maybe<SessionResponse>> {
  return apiRequest('/auth/signup/complete', { method: 'POST', body, token: null });
}

export function forgotPassword(email: string): Promise<unknown> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email }, token: null });
}

export function resetPassword(body: ResetPasswordRequest): Promise<Maybe<SessionResponse>> {
  return apiRequest('/auth/reset-password', { method: 'POST', body, token: null });
}

/** Proves the address the link was mailed to; signs nobody in (so no session token goes with it). */
export function verifyEmail(token: string): Promise<EmailVerificationResponse> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { token }, token: null });
}

export function requestUniversity(body: UniversityRequestBody): Promise<unknown> {
  return apiRequest('/universities/request', { method: 'POST', body });
}
