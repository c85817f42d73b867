import type { ExchangeTokenResponse, VerifyTokenResponse } from '@coursecards/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyTokenResponse> {
  return apiRequest<VerifyTokenResponse>('/auth/verify-token', { token, ...(signal ? { signal } : {}) });
}

export function exchangeToken(token: string, signal?: AbortSignal): Promise<ExchangeTokenResponse> {
  return apiRequest<ExchangeTokenResponse>('/auth/exchange-token', {
    method: 'POST',
    body: { token },
    token: null,
    ...(signal ? { signal } : {}),
  });
}

export function logout(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST' });
}
