import { Timings } from '@coursecards/shared/constants/limits';
import { ApiError } from '../../../lib/api-client.ts';
import { useUsernameAvailability } from '../api/profile-queries.ts';
import { localUsernameStatus, type UsernameStatus } from './username-status.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Live status of the username field: decided locally when it can be, otherwise asked of the
 * server once typing has paused for the spec's 500 ms. Until the answer is in, it is "checking".
 */
export function useUsernameStatus(username: string, original: string): UsernameStatus {
  const name = username.trim();
  const local = localUsernameStatus(name, original);
  const settled = useDebouncedValue(name, Timings.usernameCheckDebounce);
  const ask = local === null && settled === name ? name : null;
  const availability = useUsernameAvailability(ask);

  if (local) return local;
  if (ask === null || availability.isFetching || availability.isPending) return 'checking';
  if (availability.isError) {
    const offline = availability.error instanceof ApiError && availability.error.code === 'network_error';
    return offline ? 'connection-error' : 'error';
  }
  return availability.data ? 'available' : 'taken';
}
