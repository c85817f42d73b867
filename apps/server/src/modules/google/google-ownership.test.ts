import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { systemClock } from '../../lib/clock.ts';
import { rememberDevice } from '../auth/known-devices.ts';
import { hashPassword } from '../auth/passwords.ts';
import { expectTokenRefused, idTokenThroughPopup } from './google-flow.test-support.ts';
import { startMockIssuer, type GoogleClaims, type MockIssuer } from './mock-issuer.test-support.ts';

/**
 * Who owns an address, and which ID tokens count: a password account nobody proved the address of
 * never keeps its password once Google vouches for the address; a half-finished sign-up never keeps
 * the address from its Google owner; an ID token counts once, and only from a popup this server began.
 */

const CLIENT_ID = 'coursecards-ownership-client';
const PUBLIC_URL = 'http://127.0.0.1:5998';
const UCSC = 'University of California, Santa Cruz';
const DAY = 24 * 60 * 60 * 1000;

let issuer: MockIssuer;
let t: TestApp;
let serial = 0;

function aPerson(overrides: Partial<GoogleClaims> = {}): GoogleClaims {
  serial += 1;
  const id = `${Date.now().toString(36)}o${serial}`;
  return { sub: `google-${id}`, email: `owner.${id}@gmail.com`, email_verified: true, name: 'Rosa Park', ...overrides };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const viaPopup = (person: GoogleClaims) => idTokenThroughPopup(t.app, issuer, person);
const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Messages the server wrote to its outbox for `to` (no SMTP relay here), oldest first. */
async function outboxTo(to: string): Promise<string[]> {
  const dir = join(t.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return mails.filter((raw) => raw.includes(`To: ${to}`));
}

beforeAll(async () => {
  issuer = await startMockIssuer();
  t = await buildTestApp({
    env: { OIDC_ISSUER: issuer.url, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret', PUBLIC_URL },
  });
});

afterAll(async () => {
  await t.app.close();
  await issuer.stop();
});

describe('an ID token counts once, and only from a popup this server started', () => {
  it('a replayed token gives no second session, on either call', async () => {
    const person = aPerson();
    const token = await viaPopup(person);
    const signup = await post('/api/auth/google-signup', { token, university: UCSC });
    expect(signup.statusCode).toBe(201);

    await expectTokenRefused(t.app, token, 'This Google sign-in has expired or was already used. Please try again.');
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', signup.json<SessionResponse>().user.uid)
      .execute();
    expect(sessions).toHaveLength(1);
    // A new popup signs in as usual.
    expect((await post('/api/auth/google-login', { token: await viaPopup(person) })).statusCode).toBe(200);
  });

  it('two requests racing with one token: only one gets a session', async () => {
    const person = aPerson();
    await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
    const token = await viaPopup(person);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/auth/google-login', { token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a genuine signed token whose nonce this server never issued, or that has none', async () => {
    const person = aPerson();
    await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
    const forged = await issuer.idToken(person, CLIENT_ID, (p) => Object.assign(p, { nonce: 'never-issued-here' }));
    const bare = await issuer.idToken(person, CLIENT_ID);
    for (const token of [forged, bare]) {
      const login = await post('/api/auth/google-login', { email: person.email, token });
      expect(login.statusCode).toBe(401);
      expect(login.json<{ message: string }>().message).toBe(
        'This Google sign-in has expired or was already used. Please try again.',
      );
    }
  });

  it('refuses a token carrying the nonce of an attempt whose popup never came back', async () => {
    const person = aPerson();
    await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const nonce = new URL(String(start.headers.location)).searchParams.get('nonce');
    const token = await issuer.idToken(person, CLIENT_ID, (p) => Object.assign(p, { nonce }));
    expect((await post('/api/auth/google-login', { token })).statusCode).toBe(401);
  });
});

describe('a half-finished sign-up never keeps the address from its Google owner', () => {
  it('Google sign-up and then login work although step one was taken with the address', async () => {
    const person = aPerson();
    const squat = await post('/api/auth/signup', {
      email: person.email,
      password: 'squatter password',
      username: `squat_${serial}`,
    });
    expect(squat.statusCode).toBe(201);

    const signup = await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
    expect(signup.statusCode).toBe(201);
    const row = await userRow(person.email!);
    expect(row).toMatchObject({ google_sub: person.sub, password_hash: null, university: UCSC });
    expect(row?.email_verified_at).not.toBeNull();
    // The squatter's sign-up token went with the pending account.
    const { signupToken } = squat.json<{ signupToken: string }>();
    const finish = await post('/api/auth/signup/complete', { email: person.email, university: UCSC, signupToken });
    expect(finish.statusCode).toBe(403);

    const login = await post('/api/auth/google-login', { token: await viaPopup(person) });
    expect(login.statusCode).toBe(200);
    expect(login.json<SessionResponse>().user.uid).toBe(signup.json<SessionResponse>().user.uid);
  });

  it('an issuer that does not vouch for the address cannot take a fresh pending sign-up', async () => {
    const { email_verified: _, ...unvouched } = aPerson();
    await post('/api/auth/signup', { email: unvouched.email, password: 'pending pass', username: `pend_${serial}` });
    const res = await post('/api/auth/google-signup', { token: await viaPopup(unvouched), university: UCSC });
    expect(res.statusCode).toBe(409);
  });

  it('an unfinished sign-up expires after a day: it no longer exists for anyone', async () => {
    const old = Date.now() - 2 * DAY;
    const pending = await createUser(t.db, {
      password_hash: 'x',
      signup_completed_at: null,
      created_at: old,
      updated_at: old,
    });
    const check = await post('/api/auth/check-existing-account', { email: pending.email });
    expect(check.json()).toEqual({ accountExists: false, hasGoogleProvider: false, hasFirestoreData: false });
    // Any later sign-up clears expired ones away.
    await signUpThroughApi(t.app);
    expect(await userRow(pending.email)).toBeUndefined();
  });
});

describe('linking Google to a password account', () => {
  it('whose address was never proven: the password and every session before it are wiped', async () => {
    const person = aPerson();
    const squatter = await signUpThroughApi(t.app, { email: person.email });
    await rememberDevice(t.db, systemClock, squatter.user.uid, null);
    const devicesOf = (id: string) => t.db.selectFrom('known_devices').select('id').where('user_id', '=', id).execute();
    expect(await devicesOf(squatter.user.uid)).toHaveLength(1);

    const login = await post('/api/auth/google-login', { email: person.email, token: await viaPopup(person) });
    expect(login.statusCode).toBe(200);
    const owner = login.json<SessionResponse>();
    expect(owner.user.uid).toBe(squatter.user.uid);

    // The squatter keeps nothing: no session, no password.
    expect((await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(squatter.token) })).statusCode).toBe(
      401,
    );
    const byPassword = await post('/api/auth/login', { email: person.email, password: squatter.password });
    expect(byPassword.statusCode).toBe(401);
    // Nor a browser that sign-in throttling would still trust.
    expect(await devicesOf(squatter.user.uid)).toEqual([]);
    expect(owner.user.emailVerified).toBe(true);
    const row = await userRow(person.email!);
    expect(row).toMatchObject({ google_sub: person.sub, password_hash: null });
    expect(row?.email_verified_at).not.toBeNull();
    expect((await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(owner.token) })).statusCode).toBe(200);
    // The owner is told why the password no longer works.
    const notices = await outboxTo(person.email!);
    expect(notices.some((raw) => raw.includes('Subject: Google sign-in is linked to your CourseCards account'))).toBe(
      true,
    );
  });

  it('whose address was proven: linked, and the password and sessions stay', async () => {
    const person = aPerson();
    const now = Date.now();
    const owner = await createUser(t.db, {
      email: person.email!,
      password_hash: await hashPassword('owner password'),
      email_verified_at: now,
    });
    const before = await post('/api/auth/login', { email: owner.email, password: 'owner password' });
    const login = await post('/api/auth/google-login', { token: await viaPopup(person) });
    expect(login.statusCode).toBe(200);
    expect(login.json<SessionResponse>().user.uid).toBe(owner.id);
    const earlier = before.json<SessionResponse>().token;
    expect((await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(earlier) })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: owner.email, password: 'owner password' })).statusCode).toBe(200);
  });

  it('a Google sign-up made with a vouched address counts as proven', async () => {
    const person = aPerson();
    const signup = await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
    expect(signup.json<SessionResponse>().user.emailVerified).toBe(true);
    const { email_verified: _, ...unvouched } = aPerson();
    const other = await post('/api/auth/google-signup', { token: await viaPopup(unvouched), university: UCSC });
    expect(other.json<SessionResponse>().user.emailVerified).toBe(false);
  });
});
