import type { SessionUser } from '@coursecards/shared/schemas/auth';

export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'u1x2y3z4',
    username: 'maya_chen',
    email: 'maya@ucsc.edu',
    university: 'University of California, Santa Cruz',
    fieldOfStudy: 'Biology',
    displayName: 'Maya Chen',
    photoURL: null,
    emailVerified: true,
    ...overrides,
  };
}

/** The user's profile as GET /user/profile sends it. */
export function aProfile(user: SessionUser, overrides: Record<string, unknown> = {}) {
  return {
    uid: user.uid,
    username: user.username,
    university: user.university,
    fieldOfStudy: user.fieldOfStudy,
    displayName: user.displayName,
    photoURL: null,
    email: user.email,
    ...overrides,
  };
}
