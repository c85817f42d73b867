import type { ErrorCode } from '@coursecards/shared/errors';
import { takeEarlyResponse } from './early-responses.ts';
import { sessionToken } from './session-token.ts';

/** A failed API call: the server's `message` (what users see) and its stable `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error' | 'invalid_response',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** overrides the stored session token (e.g. a token just received) */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** sees the response's headers when it succeeds (e.g. a search's total count) */
  onHeaders?: (headers: Headers) => void;
}

/**
 * Calls the API under /api. The stored session token is sent as a bearer token once set.
 * Throws ApiError on any failure, with the server's message when it gave one.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? sessionToken.get() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? (body ? 'POST' : 'GET');
  // Started by the entry script while the app loaded (app/early-requests.ts), with these same headers.
  const early = method === 'GET' && !options.headers ? takeEarlyResponse(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(`/api${path}`, { method, headers, body, credentials: 'same-origin', signal: options.signal ?? null }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', 'Connection error. Please check your connection and try again.');
  }

  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(response.status, 'invalid_response', `Server error: ${response.status} ${response.statusText}`);
  }
  if (!response.ok) {
    const err = (data ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiError(
      response.status,
      typeof err.code === 'string' ? (err.code as ErrorCode) : 'internal_error',
      typeof err.message === 'string' ? err.message : `Server returned ${response.status} ${response.statusText}.`,
    );
  }
  options.onHeaders?.(response.headers);
  return data as T;
}
