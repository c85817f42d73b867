import type { ApiErrorBody } from '@coursecards/shared/errors';
import { EMAIL_IN_USE_MESSAGE, type PublicConfig, type SessionResponse } from '@coursecards/shared/schemas/auth';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { hashPassword } from '../auth/passwords.ts';
import { startMockIssuer, type GoogleClaims, type MockIssuer } from './mock-issuer.test-support.ts';
import {
  expectTokenRefused,
  idTokenThroughPopup,
  popupFlow as popupFlowOf,
  popupMessageOf,
} from './google-flow.test-support.ts';

const CLIENT_ID = 'coursecards-test-client';
const PUBLIC_URL = 'http://127.0.0.1:5999';
const UCSC = 'University of California, Santa Cruz';

let issuer: MockIssuer;
let t: TestApp;
let serial = 0;

/** A Google person of their own for each test: no test shares an account. */
function aPerson(overrides: Partial<GoogleClaims> = {}): GoogleClaims {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return {
    sub: `google-${id}`,
    email: `maya.${id}@gmail.com`,
    email_verified: true,
    name: 'Maya Chen',
    picture: `https://lh3.googleusercontent.com/a/${id}`,
    ...overrides,
  };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** The popup's whole journey against this file's app and issuer. */
const popupFlow = (person: GoogleClaims, options: { cookie?: boolean } = {}) =>
  popupFlowOf(t.app, issuer, person, { ...options, publicUrl: PUBLIC_URL });
/** An ID token as the web app receives it: through a whole popup journey, spendable once. */
const viaPopup = (person: GoogleClaims) => idTokenThroughPopup(t.app, issuer, person);

// One database at a time in this file: the bare app below is built after this one is closed.
describe('with an OpenID Connect issuer on loopback', () => {
  beforeAll(async () => {
    issuer = await startMockIssuer();
    t = await buildTestApp({
      env: {
        OIDC_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'test-secret',
        PUBLIC_URL,
      },
    });
  });

  afterAll(async () => {
    await t.app.close();
    await issuer.stop();
  });

  describe('the popup: GET /api/auth/google/start and /callback', () => {
    it('sends the popup to the account chooser with PKCE, a nonce, and the registered redirect URI', async () => {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(302);
      const to = new URL(String(start.headers.location));
      expect(to.origin).toBe(issuer.url);
      expect(Object.fromEntries(to.searchParams)).toMatchObject({
        client_id: CLIENT_ID,
        response_type: 'code',
        scope: 'openid email profile',
        prompt: 'select_account',
        redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
        code_challenge_method: 'S256',
      });
      const state = to.searchParams.get('state')!;
      expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(to.searchParams.get('nonce')).toBeTruthy();
      // The verifier stays on the server, with the state and nonce, for ten minutes.
      const row = await t.db.selectFrom('oidc_logins').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
      expect(row.expires_at - row.created_at).toBe(10 * 60 * 1000);
      expect(to.search).not.toContain(row.code_verifier);
      expect(start.headers['set-cookie']).toMatch(
        new RegExp(`^coursecards_google_state=${state}; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax$`),
      );
      expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    });

    it('comes back with a verified ID token and the profile, posted only to our own origin', async () => {
      const person = aPerson({ name: 'Ana <script>alert(1)</script> Ruiz' });
      const { callback } = await popupFlow(person);
      expect(callback.statusCode).toBe(200);
      expect(callback.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(callback.headers['cache-control']).toBe('no-store');
      expect(callback.headers['referrer-policy']).toBe('no-referrer');
      expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const csp = String(callback.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(csp).toContain("default-src 'none'");
      expect(callback.body).toContain(`<script nonce="${nonce}">`);
      expect(callback.body).toContain(`window.opener.postMessage(message, "${PUBLIC_URL}")`);
      // The name is data inside the script, never markup.
      expect(callback.body).not.toContain('<script>alert');
      // The state cookie is spent.
      expect(callback.headers['set-cookie']).toMatch(/^coursecards_google_state=; .*Max-Age=0/);

      const message = popupMessageOf(callback.body);
      if (!('idToken' in message)) throw new Error(`Expected a token, got ${message.error}`);
      expect(message.profile).toEqual({
        uid: person.sub,
        email: person.email,
        displayName: person.name,
        photoURL: person.picture,
      });
      // The token it carries is accepted by google-signup: the whole path works end to end.
      const signup = await post('/api/auth/google-signup', { token: message.idToken, university: UCSC });
      expect(signup.statusCode).toBe(201);
      expect(signup.json<SessionResponse>().user).toMatchObject({ email: person.email, university: UCSC });
    });

    it('spends the state once: a replayed callback is refused', async () => {
      const { back, cookie } = await popupFlow(aPerson());
      const replay = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
      expect(popupMessageOf(replay.body)).toEqual({
        type: 'coursecards:google',
        error: 'This sign-in attempt has expired. Please try again.',
      });
    });

    it('refuses a callback in a browser that did not start the attempt (no state cookie)', async () => {
      const { callback } = await popupFlow(aPerson(), { cookie: false });
      expect(popupMessageOf(callback.body)).toMatchObject({
        error: 'This sign-in attempt has expired. Please try again.',
      });
    });

    it('reports a cancelled account chooser as "cancelled"', async () => {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      const state = new URL(String(start.headers.location)).searchParams.get('state')!;
      const callback = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback?error=access_denied&state=${state}`,
        headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
      });
      expect(popupMessageOf(callback.body)).toEqual({ type: 'coursecards:google', error: 'cancelled' });
      // The attempt is over either way.
      expect(
        await t.db.selectFrom('oidc_logins').where('state', '=', state).selectAll().executeTakeFirst(),
      ).toBeUndefined();
    });

    it('refuses an ID token with a wrong nonce at the callback', async () => {
      issuer.signInAs({ ...aPerson(), nonce: 'not-the-one-we-sent' });
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      const atIssuer = await fetch(String(start.headers.location), { redirect: 'manual' });
      const back = new URL(atIssuer.headers.get('location')!);
      const callback = await t.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
      });
      expect(popupMessageOf(callback.body)).toEqual({
        type: 'coursecards:google',
        error: 'Google sign-in failed. Please try again.',
      });
    });
  });

  describe('POST /api/auth/check-existing-account', () => {
    it('tells whether the e-mail has an account, a Google login and a completed profile', async () => {
      const none = await post('/api/auth/check-existing-account', { email: 'nobody.here@gmail.com' });
      expect(none.json()).toEqual({ accountExists: false, hasGoogleProvider: false, hasFirestoreData: false });

      const pending = await createUser(t.db, { password_hash: 'x', signup_completed_at: null, created_at: Date.now() });
      expect((await post('/api/auth/check-existing-account', { email: pending.email.toUpperCase() })).json()).toEqual({
        accountExists: true,
        hasGoogleProvider: false,
        hasFirestoreData: false,
      });

      const google = await createUser(t.db, { google_sub: aPerson().sub });
      expect((await post('/api/auth/check-existing-account', { email: google.email })).json()).toEqual({
        accountExists: true,
        hasGoogleProvider: true,
        hasFirestoreData: true,
      });
    });

    it('needs a valid e-mail', async () => {
      const res = await post('/api/auth/check-existing-account', { email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().message).toBe('Email must be a valid email address');
    });
  });

  describe('POST /api/auth/google-signup and /api/auth/google-login', () => {
    /** A signed token minted straight from the issuer, never through our popup: refused whatever it holds. */
    const tokenFor = (person: GoogleClaims, change?: (payload: Record<string, unknown>) => void) =>
      issuer.idToken(person, CLIENT_ID, change);

    it('signs up with the chosen university, then logs in with the same Google account', async () => {
      const person = aPerson({ name: 'José García' });
      const token = await viaPopup(person);
      const signup = await post('/api/auth/google-signup', {
        uid: person.sub,
        email: person.email,
        displayName: person.name,
        photoURL: person.picture,
        university: 'university of california, santa cruz',
        token,
        isNewSignup: true,
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.headers['cache-control']).toBe('no-store');
      const { token: session, user } = signup.json<SessionResponse>();
      expect(session).toMatch(/^[\w-]{43}$/);
      expect(user).toMatchObject({
        email: person.email,
        username: 'JoseGarcia',
        university: UCSC,
        displayName: 'José García',
        photoURL: person.picture,
        fieldOfStudy: null,
      });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.uid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ google_sub: person.sub, password_hash: null, username_key: 'josegarcia' });
      expect(row.signup_completed_at).not.toBeNull();

      const check = await post('/api/auth/check-existing-account', { email: person.email });
      expect(check.json()).toEqual({ accountExists: true, hasGoogleProvider: true, hasFirestoreData: true });

      // Each popup's token is spent by its one call: logging in later is a new popup.
      const login = await post('/api/auth/google-login', { email: person.email, token: await viaPopup(person) });
      expect(login.statusCode).toBe(200);
      expect(login.json<SessionResponse>().user.uid).toBe(user.uid);
      const verify = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify-token',
        headers: { authorization: `Bearer ${login.json<SessionResponse>().token}` },
      });
      expect(verify.json()).toMatchObject({ success: true, user: { uid: user.uid } });
    });

    it('signing up twice with the same Google account signs in to the one account', async () => {
      const person = aPerson();
      const first = await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
      const second = await post('/api/auth/google-signup', {
        token: await viaPopup(person),
        university: 'Stanford University',
      });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json<SessionResponse>().user).toEqual(first.json<SessionResponse>().user);
      expect(second.json<SessionResponse>().token).not.toBe(first.json<SessionResponse>().token);
      const rows = await t.db.selectFrom('users').select('id').where('email', '=', person.email!).execute();
      expect(rows).toHaveLength(1);
    });

    it('makes a username unique ignoring case, from the name or else the e-mail', async () => {
      await createUser(t.db, { username: 'SAM_LEE', username_key: 'sam_lee' });
      const a = await post('/api/auth/google-signup', {
        token: await viaPopup(aPerson({ name: 'Sam-Lee' })),
        university: UCSC,
      });
      expect(a.json<SessionResponse>().user.username).toBe('Sam_Lee2');
      const b = await post('/api/auth/google-signup', {
        token: await viaPopup(aPerson({ name: 'Sam Lee' })),
        university: UCSC,
      });
      expect(b.json<SessionResponse>().user.username).toBe('SamLee');
      const kim = `kim_${Date.now().toString(36)}`;
      const c = await post('/api/auth/google-signup', {
        token: await viaPopup(aPerson({ name: '李', email: `${kim}@gmail.com` })),
        university: UCSC,
      });
      expect(c.json<SessionResponse>().user.username).toBe(kim);
    });

    it('a NUL in the claims (no database stores it) never fails the query (found by the fuzzer)', async () => {
      const named = aPerson({ name: 'Maya\u0000 Chen', picture: 'https://lh3.googleusercontent.com/a/\u0000x' });
      const signup = await post('/api/auth/google-signup', { token: await viaPopup(named), university: UCSC });
      expect(signup.statusCode).toBe(201);
      expect(signup.json<SessionResponse>().user).toMatchObject({ displayName: 'Maya Chen', photoURL: null });

      for (const claims of [{ sub: 'google-\u0000x' }, { email: 'maya\u0000@gmail.com' }]) {
        const res = await post('/api/auth/google-signup', {
          token: await tokenFor(aPerson(claims)),
          university: UCSC,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'This Google account cannot be used to sign in here.',
          code: 'validation_error',
        });
      }
    });

    it('refuses an e-mail that belongs to a password account: emailInUse', async () => {
      const owner = await createUser(t.db, { password_hash: await hashPassword('secret123') });
      const person = aPerson({ email: owner.email });
      const res = await post('/api/auth/google-signup', { token: await viaPopup(person), university: UCSC });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: EMAIL_IN_USE_MESSAGE, code: 'conflict', emailInUse: true });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
      expect(row.google_sub).toBeNull();
    });

    it('refuses a university that is not in the list, and creates nothing', async () => {
      const person = aPerson();
      const res = await post('/api/auth/google-signup', { token: await viaPopup(person), university: 'Hogwarts' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please select a valid university from the list',
        code: 'validation_error',
      });
      expect(
        await t.db.selectFrom('users').where('email', '=', person.email!).selectAll().executeTakeFirst(),
      ).toBeUndefined();
    });

    it('asks for the university first', async () => {
      const res = await post('/api/auth/google-signup', { token: await viaPopup(aPerson()) });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().message).toBe('Please select your university before continuing with Google');
    });

    it('logging in before signing up: "User not found. Please complete the signup process."', async () => {
      const person = aPerson();
      const res = await post('/api/auth/google-login', { email: person.email, token: await viaPopup(person) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found. Please complete the signup process.', code: 'not_found' });
    });

    it('links Google to a password account when the issuer has verified the e-mail', async () => {
      // A proven address (google-ownership.test.ts has the account whose address nobody proved).
      const owner = await createUser(t.db, {
        password_hash: await hashPassword('secret123'),
        photo_url: null,
        email_verified_at: Date.now(),
      });
      const person = aPerson({ email: owner.email });
      const res = await post('/api/auth/google-login', { email: owner.email, token: await viaPopup(person) });
      expect(res.statusCode).toBe(200);
      expect(res.json<SessionResponse>().user.uid).toBe(owner.id);
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        google_sub: person.sub,
        photo_url: person.picture,
        display_name: owner.display_name,
      });
    });

    it('does not link when the issuer does not say the e-mail is verified', async () => {
      const owner = await createUser(t.db, { password_hash: await hashPassword('secret123') });
      const { email_verified: _, ...unverified } = aPerson({ email: owner.email });
      const res = await post('/api/auth/google-login', { token: await viaPopup(unverified) });
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiErrorBody>().message).toBe(
        'An account already exists with the same email address but different sign-in credentials.',
      );
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
      expect(row.google_sub).toBeNull();
    });

    it('refuses a token whose e-mail the issuer marks unverified', async () => {
      const res = await post('/api/auth/google-signup', {
        token: await tokenFor(aPerson({ email_verified: false })),
        university: UCSC,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiErrorBody>().message).toBe('Please verify your Google email address, then try again.');
    });

    it('identifies the person by the token, never by the e-mail in the body', async () => {
      const victim = await createUser(t.db, { google_sub: aPerson().sub });
      const attacker = aPerson();
      await post('/api/auth/google-signup', { token: await viaPopup(attacker), university: UCSC });
      const res = await post('/api/auth/google-login', { email: victim.email, token: await viaPopup(attacker) });
      expect(res.statusCode).toBe(200);
      expect(res.json<SessionResponse>().user.email).toBe(attacker.email);
    });

    describe('refuses tokens the issuer did not give us', () => {
      const refused = (token: string, message = 'Google authentication failed. Please try again.') =>
        expectTokenRefused(t.app, token, message);

      it('a token signed by another key, even under the issuer’s key id', async () => {
        const person = aPerson();
        const genuine = await tokenFor(person);
        const [header, payload] = genuine.split('.') as [string, string];
        const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
        const { privateKey } = await generateKeyPair('RS256');
        const forged = await new SignJWT(
          JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
        )
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
          .sign(privateKey);
        await refused(forged);
      });

      it('a token for another audience', async () => {
        await refused(await issuer.idToken(aPerson(), 'someone-elses-client'));
      });

      it('an expired token', async () => {
        const now = Math.floor(Date.now() / 1000);
        await refused(
          await tokenFor(aPerson(), (p) => Object.assign(p, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 })),
          'Your Google sign-in has expired. Please try again.',
        );
      });

      it('a token from another issuer', async () => {
        await refused(await tokenFor(aPerson(), (p) => Object.assign(p, { iss: 'https://accounts.google.com' })));
      });

      it('an unsigned token', async () => {
        const body = Buffer.from(JSON.stringify({ ...aPerson(), iss: issuer.url, aud: CLIENT_ID })).toString(
          'base64url',
        );
        await refused(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`);
      });

      it('a missing or empty token: "Google authentication token is required"', async () => {
        for (const body of [{ email: 'maya@gmail.com' }, { email: 'maya@gmail.com', token: '' }]) {
          const res = await post('/api/auth/google-login', body);
          expect(res.statusCode).toBe(400);
          expect(res.json<ApiErrorBody>().message).toBe('Google authentication token is required');
        }
        const signup = await post('/api/auth/google-signup', { university: UCSC });
        expect(signup.json<ApiErrorBody>().message).toBe('Google authentication token is required');
      });
    });
  });
});

describe('without Google settings', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.app.close());

  it('the popup explains that Google sign-in is not configured on this server', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(res.statusCode).toBe(200);
    expect(popupMessageOf(res.body)).toEqual({
      type: 'coursecards:google',
      error: 'Google sign-in is not configured on this server',
    });
    expect((await bare.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>().googleSignIn).toBe(
      false,
    );
  });

  it('google-login and google-signup answer 503 with the same explanation', async () => {
    const res = await bare.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { token: 'x.y.z' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Google sign-in is not configured on this server.', code: 'unavailable' });
  });
});
