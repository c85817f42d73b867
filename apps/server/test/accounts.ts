import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { newId } from '../src/lib/ids.ts';

export interface SignedUp extends SessionResponse {
  email: string;
  username: string;
  password: string;
}

/** Signs a new user up through the API, both steps, as the sign-up page does. */
export async function signUpThroughApi(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    username: string;
    password: string;
    university: string;
    remoteAddress: string;
  }> = {},
): Promise<SignedUp> {
  const tag = newId().slice(0, 8);
  const email = overrides.email ?? `student_${tag}@ucsc.edu`;
  const username = overrides.username ?? `student_${tag}`;
  const password = overrides.password ?? 'correct horse';
  // Sign-ups are limited per address: tests with limits on sign up from addresses of their own.
  const from = overrides.remoteAddress ? { remoteAddress: overrides.remoteAddress } : {};
  const step1 = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, username },
    ...from,
  });
  if (step1.statusCode !== 201) throw new Error(`sign-up step 1 failed: ${step1.statusCode} ${step1.body}`);
  const { signupToken } = step1.json<{ signupToken: string }>();
  const step2 = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/complete',
    payload: {
      email,
      university: overrides.university ?? 'University of California, Santa Cruz',
      fieldOfStudy: 'Biology',
      signupToken,
    },
    ...from,
  });
  if (step2.statusCode !== 200) throw new Error(`sign-up step 2 failed: ${step2.statusCode} ${step2.body}`);
  return { ...step2.json<SessionResponse>(), email, username, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
