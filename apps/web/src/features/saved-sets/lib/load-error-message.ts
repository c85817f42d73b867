import { isInvalidResponse } from '../api/saved-sets-api.ts';
import { SavedSetsMessages } from './saved-sets-messages.ts';

/** sets-and-study §8: a body that is not JSON is "invalid data"; every other failure is "unexpected". */
export const loadErrorMessage = (error: unknown): string =>
  isInvalidResponse(error) ? SavedSetsMessages.invalidData : SavedSetsMessages.unexpectedError;
