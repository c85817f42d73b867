import { AccountLimits, Timings } from '@coursecards/shared/constants/limits';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { checkUsername } from '../api/account-api.ts';

/** accounts-and-discovery §4 "Sign-up flow": the five states of the availability check. */
export type UsernameStatus = 'unchecked' | 'checking' | 'available' | 'taken' | 'error';

export interface UsernameAvailability {
  status: UsernameStatus;
  /** what to show for 'taken' and 'error' */
  message: string | null;
}

export const USERNAME_TAKEN = 'Username already taken';
export const USERNAME_CHECK_FAILED = 'Error checking username availability';
export const USERNAME_CONNECTION_ERROR = 'Connection error. Please try again.';

function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.code === 'network_error') return USERNAME_CONNECTION_ERROR;
  // "Too many attempts..." says what to do; other failures get the spec's text.
  if (err instanceof ApiError && err.status === 429) return err.message;
  return USERNAME_CHECK_FAILED;
}

const UNCHECKED: UsernameAvailability = { status: 'unchecked', message: null };

/**
 * Asks the server whether a username is free once typing has paused for 500 ms. Names under three
 * characters are never sent. A newer name cancels the older check, so a late answer cannot win.
 */
export function useUsernameAvailability(username: string): UsernameAvailability {
  // The answer is kept with the name it is about: a changed name is 'unchecked' at once.
  const [result, setResult] = useState<UsernameAvailability & { username: string }>({ ...UNCHECKED, username: '' });

  useEffect(() => {
    if (username.length < AccountLimits.usernameMin) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setResult({ username, status: 'checking', message: null });
      checkUsername(username, controller.signal).then(
        ({ available }) => {
          if (controller.signal.aborted) return;
          setResult(
            available
              ? { username, status: 'available', message: null }
              : { username, status: 'taken', message: USERNAME_TAKEN },
          );
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ username, status: 'error', message: failureMessage(err) });
        },
      );
    }, Timings.usernameCheckDebounce);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username]);

  if (username.length < AccountLimits.usernameMin || result.username !== username) return UNCHECKED;
  return { status: result.status, message: result.message };
}
