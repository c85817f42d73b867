import { isNetworkError } from '../api/saved-sets-api.ts';
import { SavedSetsMessages } from './saved-sets-messages.ts';

/** sets-and-study §8: an unsave that never reached the server asks to check the connection. */
export const unsaveErrorMessage = (error: unknown): string =>
  isNetworkError(error) ? SavedSetsMessages.unsaveFailedOffline : SavedSetsMessages.unsaveFailed;
