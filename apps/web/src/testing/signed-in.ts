import type { SessionUser } from '@coursecards/shared/schemas/auth';
import { sessionToken } from '../lib/session-token.ts';
import { fakeApi, json, type Routes } from './fake-api.ts';
import { aUser } from './users.ts';

/** A stored session the server confirms for `who`, and the API answers a test adds to it. */
export function signedIn(routes: Routes, who: SessionUser = aUser()) {
  sessionToken.set('good-token');
  return fakeApi({ 'GET /auth/verify-token': () => json({ success: true, user: who }), ...routes });
}
