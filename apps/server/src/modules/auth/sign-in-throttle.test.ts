import { randomInt } from 'node:crypto';
import { FORGOT_PASSWORD_MESSAGE } from '@coursecards/shared/schemas/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';
import { resetTokenIn, SmtpSink } from '../../../test/smtp-sink.ts';
import { newId } from '../../lib/ids.ts';
import { KNOWN_DEVICES_PER_ACCOUNT } from './known-devices.ts';

/** A fresh client address each time, so no two tests share a counter. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function movableClock(start = Date.UTC(2026, 10, 26, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const MINUTE = 60_000;
const COOKIE = 'cc_device';
/** Mail goes out after the answer: waits for it are generous, never a pass condition. */
const MAIL_WAIT_MS = 60_000;
/** Reset mails only: a finished sign-up also mails a verification link. */
const RESET_MAIL = { containing: '/reset-password', timeoutMs: MAIL_WAIT_MS };

interface Account {
  email: string;
  password: string;
  uid: string;
}

// Many log-ins, each an argon2id check: generous time on a loaded machine.
describe('sign-in throttling', { timeout: 120_000 }, () => {
  let smtp: SmtpSink;
  const clock = movableClock();

  beforeAll(async () => {
    smtp = await SmtpSink.start();
  });
  afterAll(() => smtp.stop());
  const t = suiteApp(() => ({ clock, env: { RATE_LIMITS: 'on', SMTP_URL: smtp.url } }));

  /** Signs up through the API from an address of its own (sign-ups are limited per address too). */
  async function signUp(): Promise<Account> {
    const tag = newId().slice(0, 10);
    const email = `student_${tag}@ucsc.edu`;
    const password = 'correct horse';
    const ip = someIp();
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, username: `s_${tag}` },
      remoteAddress: ip,
    });
    const step2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/complete',
      payload: {
        email,
        university: 'University of California, Santa Cruz',
        fieldOfStudy: '',
        signupToken: step1.json<{ signupToken: string }>().signupToken,
      },
      remoteAddress: ip,
    });
    expect(step2.statusCode).toBe(200);
    return { email, password, uid: step2.json<{ user: { uid: string } }>().user.uid };
  }

  const deviceOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === COOKIE)?.value;

  function login(email: string, password: string, from: { ip?: string; device?: string | undefined } = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: from.ip ?? someIp(),
      ...(from.device ? { cookies: { [COOKIE]: from.device } } : {}),
    });
  }

  /** A browser the owner has signed in with before: its cookie. */
  async function knownBrowser(account: Account): Promise<string> {
    const res = await login(account.email, account.password);
    expect(res.statusCode).toBe(200);
    const device = deviceOf(res);
    expect(device).toBeDefined();
    return device ?? '';
  }

  const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

  describe('log-in', () => {
    // Finding 4 of issue 16: ten wrong passwords from ten addresses locked the owner out for 15 minutes.
    it("ten wrong passwords from ten addresses do not stop the owner's right one, from a new browser", async () => {
      const owner = await signUp();
      for (let i = 0; i < 10; i++) expect((await login(owner.email, `guess ${i}`)).statusCode).toBe(401);
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    });

    // Issue 16 finding 4 and issue 17 bug 3: successful log-ins counted, so ten in 15 minutes locked a student out.
    it('never counts a successful log-in: fifteen in a row from one address all sign in', async () => {
      const student = await signUp();
      const ip = someIp();
      const results = [];
      for (let i = 0; i < 15; i++) results.push(await login(student.email, student.password, { ip }));
      expect(statuses(results)).toEqual(Array(15).fill(200));
    });

    it('stops one address guessing at one account after 10 failures, and only that address at that account', async () => {
      const owner = await signUp();
      const other = await signUp();
      const attacker = someIp();
      for (let i = 0; i < 10; i++)
        expect((await login(owner.email, `guess ${i}`, { ip: attacker })).statusCode).toBe(401);
      const blocked = await login(owner.email, 'guess 11', { ip: attacker });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many attempts. Please wait 15 minutes and try again.',
        code: 'rate_limited',
      });
      expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
      // The right password from that address waits too: it might be the eleventh guess.
      expect((await login(owner.email, owner.password, { ip: attacker })).statusCode).toBe(429);
      // The owner elsewhere, and another account from the same address, are not affected.
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
      expect((await login(other.email, other.password, { ip: attacker })).statusCode).toBe(200);
      // The window ends.
      clock.advance(15 * MINUTE);
      expect((await login(owner.email, owner.password, { ip: attacker })).statusCode).toBe(200);
    });

    it('counts concurrent guesses before checking any: of 30 at once from one address, 10 are checked', async () => {
      const owner = await signUp();
      const ip = someIp();
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(owner.email, `guess ${i}`, { ip })));
      expect(statuses(results).filter((s) => s === 401).length).toBe(10);
      expect(statuses(results).filter((s) => s === 429).length).toBe(20);
    });

    it('counts guesses at an e-mail with no account the same way (nothing tells whether it exists)', async () => {
      const ip = someIp();
      const email = `nobody_${newId().slice(0, 8)}@ucsc.edu`;
      for (let i = 0; i < 10; i++) expect((await login(email, `guess ${i}`, { ip })).statusCode).toBe(401);
      expect((await login(email, 'guess 11', { ip })).statusCode).toBe(429);
    });

    it('slows guessing from many addresses to one failure per address, and the owner still gets in', async () => {
      const owner = await signUp();
      for (let i = 0; i < 10; i++) expect((await login(owner.email, `guess ${i}`)).statusCode).toBe(401);
      // Past ten failures in the hour, an address that has failed once waits for its window.
      const eleventh = someIp();
      expect((await login(owner.email, 'guess 10', { ip: eleventh })).statusCode).toBe(401);
      expect((await login(owner.email, 'guess 11', { ip: eleventh })).statusCode).toBe(429);
      // A new address gets its one try, and with the right password that is enough.
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    });

    it('closes the account to unknown browsers after 50 failures in the hour, never to a known one', async () => {
      const owner = await signUp();
      const device = await knownBrowser(owner);
      for (let i = 0; i < 50; i++) expect((await login(owner.email, `guess ${i}`)).statusCode).toBe(401);
      const unknown = await login(owner.email, owner.password);
      expect(unknown.statusCode).toBe(429);
      expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(50 * 60);
      // The browser the owner signed in with before keeps signing in, from any address.
      expect((await login(owner.email, owner.password, { device })).statusCode).toBe(200);
      expect((await login(owner.email, owner.password, { device, ip: someIp() })).statusCode).toBe(200);
      clock.advance(60 * MINUTE);
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    });

    it("gives a known browser an allowance of its own, which strangers' guesses never use up", async () => {
      const owner = await signUp();
      const device = await knownBrowser(owner);
      const attacker = someIp();
      for (let i = 0; i < 10; i++) await login(owner.email, `guess ${i}`, { ip: attacker });
      // Typing the wrong password ten times on one's own browser is limited, for that browser only.
      for (let i = 0; i < 10; i++) expect((await login(owner.email, `typo ${i}`, { device })).statusCode).toBe(401);
      expect((await login(owner.email, owner.password, { device })).statusCode).toBe(429);
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    });

    it('sets an HttpOnly, SameSite=Strict cookie for sign-in calls only, which counts for its own account only', async () => {
      const owner = await signUp();
      const stranger = await signUp();
      const res = await login(owner.email, owner.password);
      const cookie = res.cookies.find((c) => c.name === COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      expect(cookie?.maxAge).toBe(180 * 24 * 60 * 60);
      // Signing in again with it keeps the same device.
      expect(deviceOf(await login(owner.email, owner.password, { device: cookie?.value }))).toBe(cookie?.value);
      // It gives no standing at someone else's account, and a made-up one gives none anywhere.
      for (let i = 0; i < 50; i++) await login(stranger.email, `guess ${i}`);
      expect((await login(stranger.email, stranger.password, { device: cookie?.value })).statusCode).toBe(429);
      expect((await login(stranger.email, stranger.password, { device: 'A'.repeat(43) })).statusCode).toBe(429);
    });

    it(`remembers an account's latest ${KNOWN_DEVICES_PER_ACCOUNT} browsers`, async () => {
      const owner = await signUp();
      for (let i = 0; i < KNOWN_DEVICES_PER_ACCOUNT + 5; i++) {
        clock.advance(1);
        await login(owner.email, owner.password);
      }
      const devices = await t.db.selectFrom('known_devices').selectAll().where('user_id', '=', owner.uid).execute();
      expect(devices.length).toBe(KNOWN_DEVICES_PER_ACCOUNT);
    });
  });

  describe('reset mail', () => {
    const forgot = (email: string, from: { ip?: string; device?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: from.ip ?? someIp(),
        ...(from.device ? { cookies: { [COOKIE]: from.device } } : {}),
      });
    const mailsTo = (email: string) =>
      smtp.received.filter((m) => m.to.includes(email) && m.body.includes('/reset-password')).length;

    // Finding 4 of issue 16: five requests from anywhere used up the account's reset mail for an hour.
    it("cannot be used up by strangers: the owner's known browser still gets a link, and unknown ones the same answer", async () => {
      const owner = await signUp();
      const device = await knownBrowser(owner);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await forgot(owner.email));
      expect(statuses(answers)).toEqual(Array(10).fill(200));
      for (const a of answers) expect(a.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      await smtp.nextTo(owner.email, 4, RESET_MAIL);
      // The owner asks from a browser that signed in before: a sixth mail, and it works.
      expect((await forgot(owner.email, { device })).statusCode).toBe(200);
      const sixth = await smtp.nextTo(owner.email, 5, RESET_MAIL);
      // Only five mails went to unknown browsers' requests, and the owner's is the sixth.
      expect(mailsTo(owner.email)).toBe(6);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetTokenIn(sixth), password: 'a brand new one' },
      });
      expect(reset.statusCode).toBe(200);
    });

    it("cannot be flushed: 5,000 other addresses' requests leave the account's count of mails as it was", async () => {
      const owner = await signUp();
      const device = await knownBrowser(owner);
      for (let i = 0; i < 5; i++) await forgot(owner.email);
      await smtp.nextTo(owner.email, 4, RESET_MAIL);
      for (let batch = 0; batch < 10; batch++)
        await Promise.all(Array.from({ length: 500 }, (_, i) => forgot(`other_${batch}_${i}@nowhere.edu`)));
      for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).statusCode).toBe(200);
      await forgot(owner.email, { device });
      await smtp.nextTo(owner.email, 5, RESET_MAIL);
      expect(mailsTo(owner.email)).toBe(6);
    });

    it('refuses one address asking for one account a fourth time in the hour, and nobody else', async () => {
      const owner = await signUp();
      const ip = someIp();
      for (let i = 0; i < 3; i++) expect((await forgot(owner.email, { ip })).statusCode).toBe(200);
      const refused = await forgot(owner.email, { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ code: string }>().code).toBe('rate_limited');
      expect((await forgot(owner.email)).statusCode).toBe(200);
    });

    it('refuses an address asking for many accounts past 30 in the hour', async () => {
      const ip = someIp();
      for (let i = 0; i < 30; i++)
        expect((await forgot(`spray_${i}_${newId()}@nowhere.edu`, { ip })).statusCode).toBe(200);
      expect((await forgot(`spray_last@nowhere.edu`, { ip })).statusCode).toBe(429);
    });

    it('makes the browser that resets the password the only known one', async () => {
      const owner = await signUp();
      const oldDevice = await knownBrowser(owner);
      await forgot(owner.email, { device: oldDevice });
      const mail = await smtp.nextTo(owner.email, 0, RESET_MAIL);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetTokenIn(mail), password: 'a brand new one' },
        remoteAddress: someIp(),
      });
      expect(reset.statusCode).toBe(200);
      const newDevice = deviceOf(reset);
      expect(newDevice).toBeDefined();
      expect(newDevice).not.toBe(oldDevice);
      for (let i = 0; i < 50; i++) await login(owner.email, `guess ${i}`);
      expect((await login(owner.email, 'a brand new one', { device: oldDevice })).statusCode).toBe(429);
      expect((await login(owner.email, 'a brand new one', { device: newDevice })).statusCode).toBe(200);
    });
  });
});
