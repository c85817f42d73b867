import { ApiError } from '../../../lib/api-client.ts';

export const SAVE_CONNECTION_ERROR = 'Failed to save flashcard set. Please check your connection and try again.';

/**
 * sets-and-study §8 "Creator": the server's message after "Failed to save flashcard set." (or "Failed to update
 * flashcard set." when editing); "Server returned {status} {statusText}." when it gave none; the
 * connection message when no answer came.
 */
export function saveErrorMessage(error: unknown, editing: boolean): string {
  if (!(error instanceof ApiError) || error.code === 'network_error') return SAVE_CONNECTION_ERROR;
  const prefix = editing ? 'Failed to update flashcard set.' : 'Failed to save flashcard set.';
  // apiRequest words an unreadable answer "Server error: {status} {statusText}"; the spec's form is below.
  const unreadable = error.code === 'invalid_response' ? /^Server error: (.*)$/.exec(error.message) : null;
  const detail = unreadable ? `Server returned ${unreadable[1]?.trim()}.` : error.message;
  return `${prefix} ${detail}`;
}
