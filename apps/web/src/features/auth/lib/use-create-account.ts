import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { completeSignup, signup } from '../api/account-api.ts';
import { messageOf, sessionOf, UserFacingError } from './error-message.ts';
import { SignupMessages } from './signup-messages.ts';

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  university: string;
}

/** Step 1's answer, kept so a retry after a failed step 2 does not create the account twice. */
interface PendingSignup {
  email: string;
  username: string;
  password: string;
  signupToken: string;
}

/** Makes the account in two steps (product decisions) and answers with its session. */
export function useCreateAccount() {
  const pending = useRef<PendingSignup | null>(null);

  return async function createAccount({ email, username, password, university }: NewAccount): Promise<SessionResponse> {
    const trimmedEmail = email.trim();
    const same = pending.current;
    let signupToken =
      same && same.email === trimmedEmail && same.username === username && same.password === password
        ? same.signupToken
        : undefined;
    if (!signupToken) {
      const started = await signup({ email: trimmedEmail, password, username });
      if (!started?.signupToken) throw new UserFacingError(SignupMessages.initFailed);
      signupToken = started.signupToken;
      pending.current = { email: trimmedEmail, username, password, signupToken };
    }
    try {
      const session = sessionOf(
        await completeSignup({ email: trimmedEmail, university, fieldOfStudy: '', signupToken }),
      );
      if (!session) throw new UserFacingError(SignupMessages.completeFailed);
      pending.current = null;
      return session;
    } catch (err) {
      // A refused token (expired, spent) cannot be retried: the next attempt starts over.
      if (err instanceof ApiError && err.status === 403) pending.current = null;
      throw new UserFacingError(messageOf(err, SignupMessages.completeFailed));
    }
  };
}
