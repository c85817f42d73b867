import { expectStatus, type ApiClient } from './http-client.ts';

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  university: string;
}

export interface Session {
  uid: string;
  token: string;
}

/**
 * The two sign-up steps a browser takes (spec accounts: the form, then the university): step 1 makes
 * a pending account and hands back the token only step 2 can spend; step 2 answers with a session.
 */
export async function signUp(api: Pick<ApiClient, 'call'>, account: NewAccount, headers: Record<string, string> = {}) {
  const started = expectStatus<{ uid: string; signupToken: string }>(
    'sign-up',
    await api.call('POST', '/auth/signup', {
      body: { email: account.email, username: account.username, password: account.password },
      headers,
    }),
    201,
  );
  const completed = expectStatus<{ token: string; user: { uid: string } }>(
    'sign-up completion',
    await api.call('POST', '/auth/signup/complete', {
      body: { email: account.email, university: account.university, signupToken: started.body.signupToken },
      headers,
    }),
    200,
  );
  return { uid: completed.body.user.uid, token: completed.body.token } satisfies Session;
}

/** A username the product accepts (letters, digits, underscores; 3–30), unique per run and index. */
export function uniqueUsername(prefix: string, index: number): string {
  return `${prefix}_${process.pid.toString(36)}_${index.toString(36)}`.slice(0, 30);
}
