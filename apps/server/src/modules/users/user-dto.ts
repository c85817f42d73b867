import type { SessionUser } from '@coursecards/shared/schemas/auth';
import type { UserProfile } from '@coursecards/shared/schemas/user';
import type { UserRow } from '../../db/types.ts';

export function toSessionUser(row: UserRow): SessionUser {
  return {
    uid: row.id,
    username: row.username,
    email: row.email,
    university: row.university,
    fieldOfStudy: row.field_of_study,
    displayName: row.display_name,
    photoURL: row.photo_url,
    emailVerified: row.email_verified_at !== null,
  };
}

/** A profile as `viewerId` may see it: the e-mail address (and whether it is proven) only for its owner (product decisions). */
export function toUserProfile(row: UserRow, viewerId: string): UserProfile {
  const profile: UserProfile = {
    uid: row.id,
    username: row.username,
    university: row.university,
    fieldOfStudy: row.field_of_study,
    displayName: row.display_name,
    photoURL: row.photo_url,
  };
  if (row.id === viewerId) {
    profile.email = row.email;
    profile.emailVerified = row.email_verified_at !== null;
  }
  return profile;
}
