import { randomBytes } from 'node:crypto';
import { send } from './http.ts';

const json = (data: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(data)),
});

/** A new account through the API's two sign-up steps; returns its session token. */
export async function signUp(baseUrl: string): Promise<string> {
  const username = `uploads_${randomBytes(5).toString('hex')}`;
  const email = `${username}@ucsc.edu`;
  const first = await send(`${baseUrl}/api/auth/signup`, json({ email, password: 'correct horse', username }));
  if (first.status < 200 || first.status > 299)
    throw new Error(`sign-up failed: ${first.status} ${first.body.toString()}`);
  const { signupToken } = JSON.parse(first.body.toString()) as { signupToken: string };
  const second = await send(
    `${baseUrl}/api/auth/signup/complete`,
    json({ email, university: 'University of California, Santa Cruz', fieldOfStudy: 'Biology', signupToken }),
  );
  if (second.status < 200 || second.status > 299)
    throw new Error(`sign-up completion failed: ${second.status} ${second.body.toString()}`);
  return (JSON.parse(second.body.toString()) as { token: string }).token;
}
