import { AccountLimits } from '../constants/limits.ts';

/** Spec accounts-and-discovery §5: only letters, digits and underscore; anything else is stripped as typed. */
export function sanitizeUsername(typed: string): string {
  return typed.replace(/[^A-Za-z0-9_]/g, '').slice(0, AccountLimits.usernameMax);
}

/** Usernames are unique ignoring case: "Ana_B" and "ana_b" are the same name. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
