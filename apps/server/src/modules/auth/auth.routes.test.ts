import { FORGOT_PASSWORD_MESSAGE } from '@coursecards/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { rowCount } from '../../../test/factories.ts';
import { HeldTasks } from '../../../test/held-tasks.ts';
import { resetTokenIn, SmtpSink } from '../../../test/smtp-sink.ts';

/** The fields these tests read from answers. */
interface Body {
  message?: string;
  signupToken?: string;
  available?: boolean;
  user?: { uid: string };
}
const body = (res: { json: <T>() => T }) => res.json<Body>();
/** Reset mails only: a new account's first mail is its verification link. */
const RESET_MAIL = { containing: '/reset-password?token=' };

/** A clock the tests move forward (expiry of links and sessions). */
function movableClock(start = Date.UTC(2026, 10, 21, 12)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('accounts API', () => {
  let smtp: SmtpSink;
  /** Mails to one address (and holding a text): other tests' mails may still be on their way. */
  const mailsTo = (address: string, containing = '') =>
    smtp.received.filter((mail) => mail.to.includes(address) && mail.body.includes(containing)).length;
  const clock = movableClock();
  const UCSC = 'University of California, Santa Cruz';

  beforeAll(async () => {
    smtp = await SmtpSink.start();
  });
  afterAll(() => smtp.stop());
  const t = suiteApp(() => ({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://cards.example.edu' } }));

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const userCount = () => rowCount(t.db, 'users');

  describe('two-step sign-up', () => {
    it('creates a pending account, completes it with the university, and signs in', async () => {
      const step1 = await post('/api/auth/signup', {
        email: '  Ana.Lee@UCSC.edu ',
        password: 'sunny day',
        username: 'Ana_Lee',
      });
      expect(step1.statusCode).toBe(201);
      const { uid, signupToken } = step1.json<{ uid: string; signupToken: string }>();
      const pending = await t.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ email: 'ana.lee@ucsc.edu', username: 'Ana_Lee', signup_completed_at: null });
      expect(pending.password_hash).toMatch(/^\$argon2id\$/);

      const step2 = await post('/api/auth/signup/complete', {
        email: 'ana.lee@ucsc.edu',
        university: 'university of california, santa cruz',
        fieldOfStudy: 'Marine Biology',
        signupToken,
      });
      expect(step2.statusCode).toBe(200);
      const { token, user } = step2.json<{ token: string; user: Record<string, unknown> }>();
      expect(user).toEqual({
        uid,
        username: 'Ana_Lee',
        email: 'ana.lee@ucsc.edu',
        university: UCSC,
        fieldOfStudy: 'Marine Biology',
        displayName: null,
        photoURL: null,
        // Nothing has proven the address yet; a verification mail is on its way.
        emailVerified: false,
      });
      const verify = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(token) });
      expect(verify.json()).toEqual({ success: true, user });
      // The session token is stored only as a digest.
      const stored = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', uid).execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
    });

    it('refuses a duplicate e-mail and a username differing only in case', async () => {
      const first = await signUpThroughApi(t.app);
      const before = await userCount();
      const sameEmail = await post('/api/auth/signup', {
        email: first.email.toUpperCase(),
        password: 'another one',
        username: 'someone_else',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(body(sameEmail).message).toBe('An account with this email already exists');
      const sameName = await post('/api/auth/signup', {
        email: 'other@ucsc.edu',
        password: 'another one',
        username: first.username.toUpperCase(),
      });
      expect(sameName.statusCode).toBe(409);
      expect(body(sameName).message).toBe('Username already taken');
      expect(await userCount()).toBe(before);
    });

    it.each([
      [{ email: 'a@b.edu', password: '12345', username: 'valid_name' }, 'Password must be at least 6 characters'],
      [{ email: 'a@b.edu', password: '123456', username: 'ab' }, 'Username must be at least 3 characters'],
      [
        { email: 'a@b.edu', password: '123456', username: 'bad name!' },
        'Username may contain only letters, numbers and underscores',
      ],
      [{ email: 'not-an-email', password: '123456', username: 'valid_name' }, 'Email must be a valid email address'],
      [{ password: '123456', username: 'valid_name' }, 'Email is required'],
      [
        { email: 'a@b.edu', password: 'x'.repeat(257), username: 'valid_name' },
        'Password must be at most 256 characters',
      ],
      [
        { email: `${'a'.repeat(250)}@b.edu`, password: '123456', username: 'valid_name' },
        'Email must be at most 254 characters',
      ],
      [{ email: 'a@b.edu', password: '123456', username: 'n'.repeat(31) }, 'Username must be at most 30 characters'],
      [
        { email: 'a@b.edu', password: '123456\ud800', username: 'valid_name' },
        'The request contains characters that are not valid text',
      ],
    ])('refuses %o with “%s”, storing nothing', async (payload, message) => {
      const before = await userCount();
      const res = await post('/api/auth/signup', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it('reads bytes that are not UTF-8 as replacement characters, never a server error', async () => {
      const raw = Buffer.concat([
        Buffer.from('{"email":"bytes@ucsc.edu","password":"pass', 'utf8'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('word","username":"byte_user"}', 'utf8'),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(201);
      const login = await post('/api/auth/login', { email: 'bytes@ucsc.edu', password: 'pass\ufffd\ufffdword' });
      // The stored password is the one read (right password, unfinished sign-up).
      expect(login.statusCode).toBe(403);
    });

    it('will not complete someone else’s sign-up, nor spend a sign-up token twice', async () => {
      const a = await post('/api/auth/signup', { email: 'a1@ucsc.edu', password: 'secret1', username: 'a_one' });
      const b = await post('/api/auth/signup', { email: 'b1@ucsc.edu', password: 'secret1', username: 'b_one' });
      const tokenA = body(a).signupToken as string;
      const stolen = await post('/api/auth/signup/complete', {
        email: 'b1@ucsc.edu',
        university: UCSC,
        fieldOfStudy: '',
        signupToken: tokenA,
      });
      expect(stolen.statusCode).toBe(403);
      expect(body(stolen).message).toBe('Failed to complete signup');
      const bRow = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'b1@ucsc.edu')
        .executeTakeFirstOrThrow();
      expect(bRow.signup_completed_at).toBeNull();
      // The stolen attempt spent A's token: A starts again and completes with a fresh one.
      const again = await post('/api/auth/signup', { email: 'a1@ucsc.edu', password: 'secret1', username: 'a_one' });
      const ok = await post('/api/auth/signup/complete', {
        email: 'a1@ucsc.edu',
        university: UCSC,
        signupToken: body(again).signupToken,
      });
      expect(ok.statusCode).toBe(200);
      const forged = await post('/api/auth/signup/complete', {
        email: 'b1@ucsc.edu',
        university: UCSC,
        signupToken: 'forged-token-forged-token',
      });
      expect(forged.statusCode).toBe(403);
      void b;
    });

    it('requires a university from the list', async () => {
      const s = await post('/api/auth/signup', { email: 'c1@ucsc.edu', password: 'secret1', username: 'c_one' });
      const res = await post('/api/auth/signup/complete', {
        email: 'c1@ucsc.edu',
        university: 'Hogwarts School',
        signupToken: body(s).signupToken,
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Please select a valid university from the list');
      const missing = await post('/api/auth/signup/complete', {
        email: 'c1@ucsc.edu',
        university: '  ',
        signupToken: body(s).signupToken,
      });
      expect(body(missing).message).toBe('Please enter your university');
    });

    it('lets a new sign-up take the e-mail and name of one abandoned over a day ago', async () => {
      await post('/api/auth/signup', { email: 'gone@ucsc.edu', password: 'secret1', username: 'gone_user' });
      clock.advance(25 * 60 * 60 * 1000);
      const res = await post('/api/auth/signup', { email: 'new@ucsc.edu', password: 'secret1', username: 'Gone_User' });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('login and sessions', () => {
    it('logs in with the right password, in any letter case of the e-mail', async () => {
      const u = await signUpThroughApi(t.app);
      const res = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
      expect(res.statusCode).toBe(200);
      expect(body(res).user?.uid).toBe(u.user.uid);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers a wrong password and an unknown e-mail the same way', async () => {
      const u = await signUpThroughApi(t.app);
      const wrong = await post('/api/auth/login', { email: u.email, password: 'not it at all' });
      const unknown = await post('/api/auth/login', { email: 'nobody@nowhere.edu', password: 'not it at all' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(body(wrong).message).toBe('Invalid email or password');
    });

    it('gives no session to an unfinished sign-up, and sends it no reset link', async () => {
      await post('/api/auth/signup', { email: 'half@ucsc.edu', password: 'halfway there', username: 'half_way' });
      const res = await post('/api/auth/login', { email: 'half@ucsc.edu', password: 'halfway there' });
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Your sign-up was not finished. Please sign up again to choose your university.');
      const wrong = await post('/api/auth/login', { email: 'half@ucsc.edu', password: 'not the password' });
      expect(body(wrong).message).toBe('Invalid email or password');
      // Counted per address: other tests' verification mails may still be arriving.
      const before = mailsTo('half@ucsc.edu');
      await post('/api/auth/forgot-password', { email: 'half@ucsc.edu' });
      await new Promise((r) => setTimeout(r, 200));
      expect(mailsTo('half@ucsc.edu')).toBe(before);
    });

    it('requires both fields', async () => {
      const res = await post('/api/auth/login', { email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required');
    });

    it('refuses forged, revoked and expired tokens', async () => {
      const forged = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer('x'.repeat(43)) });
      expect(forged.statusCode).toBe(401);
      const malformed = await t.app.inject({
        url: '/api/auth/verify-token',
        headers: { authorization: 'Bearer <script>' },
      });
      expect(malformed.statusCode).toBe(401);
      const none = await t.app.inject({ url: '/api/auth/verify-token' });
      expect(none.statusCode).toBe(401);

      const u = await signUpThroughApi(t.app);
      const out = await post('/api/auth/logout', {}, bearer(u.token));
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(u.token) });
      expect(after.statusCode).toBe(401);

      const v = await signUpThroughApi(t.app);
      clock.advance(31 * 24 * 60 * 60 * 1000);
      const expired = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(v.token) });
      expect(expired.statusCode).toBe(401);
    });

    it('keeps a session in use alive past its first 30 days (sliding expiry)', async () => {
      const u = await signUpThroughApi(t.app);
      for (let day = 0; day < 3; day++) {
        clock.advance(20 * 24 * 60 * 60 * 1000);
        const res = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(u.token) });
        expect(res.statusCode).toBe(200);
      }
    });

    it('logout without a session still answers ok', async () => {
      expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
    });
  });

  describe('username availability', () => {
    it('tells free from taken names, ignoring case', async () => {
      const u = await signUpThroughApi(t.app);
      const check = async (username: string, headers = {}) =>
        body(await post('/api/auth/check-username', { username }, headers)).available as boolean;
      expect(await check(u.username.toUpperCase())).toBe(false);
      expect(await check(`${u.username}x`)).toBe(true);
      expect(await check('ab')).toBe(false);
      expect(await check('has space')).toBe(false);
      // Your own name is available to you.
      expect(await check(u.username, bearer(u.token))).toBe(true);
    });
  });

  describe('password reset', () => {
    it('mails a single-use link that sets a new password and ends the old sessions', async () => {
      const u = await signUpThroughApi(t.app);
      const res = await post('/api/auth/forgot-password', { email: u.email });
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      const mail = await smtp.nextTo(u.email, 0, RESET_MAIL);
      expect(mail.body).toContain('https://cards.example.edu/reset-password?token=');
      const token = resetTokenIn(mail);

      const reset = await post('/api/auth/reset-password', { token, password: 'brand new pass' });
      expect(reset.statusCode).toBe(200);
      expect(body(reset).user?.uid).toBe(u.user.uid);
      const old = await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(u.token) });
      expect(old.statusCode).toBe(401);
      expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email: u.email, password: 'brand new pass' })).statusCode).toBe(200);

      const reuse = await post('/api/auth/reset-password', { token, password: 'third password' });
      expect(reuse.statusCode).toBe(400);
      expect(body(reuse).message).toBe('This reset link has already been used. Please request a new one.');
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const before = mailsTo('nobody@nowhere.edu');
      const res = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.edu' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      await new Promise((r) => setTimeout(r, 200));
      expect(mailsTo('nobody@nowhere.edu')).toBe(before);
      expect(body(await post('/api/auth/forgot-password', { email: '' })).message).toBe('Email address is required');
    });

    it('refuses an expired link, an older link once a newer one is sent, and a forged one', async () => {
      const u = await signUpThroughApi(t.app);
      await post('/api/auth/forgot-password', { email: u.email });
      const first = resetTokenIn(await smtp.nextTo(u.email, 0, RESET_MAIL));
      await post('/api/auth/forgot-password', { email: u.email });
      const second = resetTokenIn(await smtp.nextTo(u.email, 1, RESET_MAIL));
      const older = await post('/api/auth/reset-password', { token: first, password: 'new password' });
      expect(body(older).message).toBe('This reset link is not valid. Please request a new one.');

      clock.advance(61 * 60 * 1000);
      const expired = await post('/api/auth/reset-password', { token: second, password: 'new password' });
      expect(expired.statusCode).toBe(400);
      expect(body(expired).message).toBe('This reset link has expired. Please request a new one.');
      const weak = await post('/api/auth/reset-password', { token: second, password: '123' });
      expect(body(weak).message).toBe('Password must be at least 6 characters');
      expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);
    });
  });

  describe('forgot password tells nobody whether an account exists', () => {
    let held: HeldTasks;
    let quiet: TestApp;
    beforeAll(async () => {
      held = new HeldTasks();
      quiet = await buildTestApp({ clock, background: held, env: { SMTP_URL: smtp.url } });
    });
    afterAll(() => quiet.app.close());

    const forgot = (email: string) =>
      quiet.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const resetTokensOf = (uid: string) =>
      quiet.db
        .selectFrom('auth_tokens')
        .select('token_hash')
        .where('user_id', '=', uid)
        .where('purpose', '=', 'password_reset')
        .execute();

    it('answers before it looks the address up, and leaves the same work either way', async () => {
      const u = await signUpThroughApi(quiet.app);
      await held.release();

      const known = await forgot(u.email);
      // The answer is out and nothing has been done for the account yet: no link, no mail.
      expect(await resetTokensOf(u.user.uid)).toHaveLength(0);
      const unknown = await forgot('nobody.at.all@ucsc.edu');
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
      expect(held.held.map((task) => task.what)).toEqual(['password reset', 'password reset']);

      const mailsBefore = mailsTo(u.email, '/reset-password?token=');
      await held.release();
      expect(await resetTokensOf(u.user.uid)).toHaveLength(1);
      await smtp.nextTo(u.email, 0, { containing: '/reset-password?token=' });
      expect(mailsTo(u.email, '/reset-password?token=')).toBe(mailsBefore + 1);
    });
  });

  describe('token exchange', () => {
    it('refuses a token that was never issued', async () => {
      const res = await post('/api/auth/exchange-token', { token: 'never-issued-token' });
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe('Token exchange failed');
    });
  });
});
