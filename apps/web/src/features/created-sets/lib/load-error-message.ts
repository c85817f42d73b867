import { ApiError } from '../../../lib/api-client.ts';
import { InvalidSetsDataError } from '../api/created-sets-api.ts';
import { CreatedSetsMessages } from './created-sets-messages.ts';

/** accounts-and-discovery §8: the error card's message for a list that failed to load. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof InvalidSetsDataError) return CreatedSetsMessages.invalidData;
  if (error instanceof ApiError && error.status === 401) return CreatedSetsMessages.notAuthenticated;
  return CreatedSetsMessages.loadFailed;
}
