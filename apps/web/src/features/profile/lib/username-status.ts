import { AccountLimits } from '@coursecards/shared/constants/limits';
import { usernameKey } from '@coursecards/shared/domain/username';

/** Where a username being edited stands (accounts-and-discovery §4 "Username check on edit profile"). */
export type UsernameStatus =
  | 'empty'
  | 'too-short'
  /** the user's own current name (in any case): valid without asking */
  | 'unchanged'
  | 'checking'
  | 'available'
  | 'taken'
  | 'error'
  | 'connection-error';

/** What can be decided without the server; `null` means the server must be asked. */
export function localUsernameStatus(username: string, original: string): UsernameStatus | null {
  const name = username.trim();
  if (name === '') return 'empty';
  if (name.length < AccountLimits.usernameMin) return 'too-short';
  if (usernameKey(name) === usernameKey(original.trim())) return 'unchanged';
  return null;
}

/** The spec's message for each status that needs one. */
export const usernameMessages: Partial<Record<UsernameStatus, string>> = {
  'too-short': `Username must be at least ${AccountLimits.usernameMin} characters`,
  taken: 'Username already taken',
  error: 'Error checking username',
  'connection-error': 'Connection error',
};

/** The name may be saved: unchanged, or confirmed available by the server. */
export const isSavableUsername = (status: UsernameStatus) => status === 'unchanged' || status === 'available';
