import { UiConstants } from '@coursecards/shared/constants/limits';
import { DiscoveryMessages } from './discovery-messages.ts';

/**
 * Who made a set, as the result cards say it (accounts-and-discovery §2): "Created by {username}", else
 * "User" and the first six characters of the owner's id, else "Public set".
 */
export function creatorLabel(set: { username: string | null; userId: string | null }): string {
  const username = set.username?.trim();
  if (username) return `Created by ${username}`;
  const userId = set.userId?.trim();
  if (userId) return `User ${userId.slice(0, UiConstants.shortUserIdLength)}`;
  return DiscoveryMessages.publicSet;
}
