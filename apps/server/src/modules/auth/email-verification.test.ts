import { EmailVerificationMessages } from '@coursecards/shared/constants/messages';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { resetTokenIn, SmtpSink, type ReceivedMail } from '../../../test/smtp-sink.ts';

const PUBLIC_URL = 'https://cards.example.edu';
const VERIFY_MAIL = { containing: '/verify-email?token=' };
const HOUR = 60 * 60 * 1000;

function movableClock(start = Date.UTC(2026, 10, 26, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** The token of a verification mail's link. */
function verificationTokenIn(mail: ReceivedMail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error('no verification link in the message');
  return match[1];
}

describe('e-mail verification', () => {
  let smtp: SmtpSink;
  const clock = movableClock();

  beforeAll(async () => {
    smtp = await SmtpSink.start();
  });
  afterAll(() => smtp.stop());
  const t = suiteApp(() => ({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } }));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const sessionUser = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/verify-token', headers: bearer(token) })).json<{
      user: SessionResponse['user'];
    }>().user;

  it('a finished sign-up is mailed a single-use link that proves the address', async () => {
    const u = await signUpThroughApi(t.app);
    // Unproven at first, and the account works all the same.
    expect(u.user.emailVerified).toBe(false);
    expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);

    const mail = await smtp.nextTo(u.email, 0, VERIFY_MAIL);
    expect(mail.body).toContain('Subject: Confirm your CourseCards email address');
    expect(mail.body).toContain(`${PUBLIC_URL}/verify-email?token=`);
    const token = verificationTokenIn(mail);

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
    // It proves the address; it is no way to sign in.
    expect(verified.json()).toEqual({ message: EmailVerificationMessages.verified, emailVerified: true });
    expect((await sessionUser(u.token)).emailVerified).toBe(true);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(u.token) });
    expect(profile.json()).toMatchObject({ email: u.email, emailVerified: true });

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EmailVerificationMessages.used, code: 'validation_error' });
  });

  it('tells an expired link and one that was never issued apart', async () => {
    const u = await signUpThroughApi(t.app);
    const token = verificationTokenIn(await smtp.nextTo(u.email, 0, VERIFY_MAIL));
    clock.advance(24 * HOUR + 1);
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe(EmailVerificationMessages.expired);
    expect((await sessionUser(u.token)).emailVerified).toBe(false);

    const forged = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(forged.json<{ message: string }>().message).toBe(EmailVerificationMessages.invalid);
    // Other single-use tokens are not verification links.
    expect((await post('/api/auth/verify-email', { token: u.token })).statusCode).toBe(400);
  });

  it('the student sends a new link from the app; only the newest works', async () => {
    const u = await signUpThroughApi(t.app);
    const first = verificationTokenIn(await smtp.nextTo(u.email, 0, VERIFY_MAIL));

    const anonymous = await post('/api/auth/resend-verification', {});
    expect(anonymous.statusCode).toBe(401);

    const resent = await post('/api/auth/resend-verification', {}, bearer(u.token));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: EmailVerificationMessages.sent(u.email), emailVerified: false });
    const second = verificationTokenIn(await smtp.nextTo(u.email, 1, VERIFY_MAIL));
    expect(second).not.toBe(first);

    expect((await post('/api/auth/verify-email', { token: first })).json<{ message: string }>().message).toBe(
      EmailVerificationMessages.invalid,
    );
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);

    // A proven address is not mailed again.
    // Counted for this address: other tests' mails may still be on their way.
    const mailsToU = () => smtp.received.filter((mail) => mail.to.includes(u.email)).length;
    const mailsBefore = mailsToU();
    const done = await post('/api/auth/resend-verification', {}, bearer(u.token));
    expect(done.json()).toEqual({ message: EmailVerificationMessages.alreadyVerified, emailVerified: true });
    await t.app.inject({ url: '/api/health' });
    expect(mailsToU()).toBe(mailsBefore);
  });

  it('a password reset from the e-mailed link proves the address too', async () => {
    const u = await signUpThroughApi(t.app);
    await post('/api/auth/forgot-password', { email: u.email });
    const token = resetTokenIn(await smtp.nextTo(u.email, 0, { containing: '/reset-password?token=' }));
    const reset = await post('/api/auth/reset-password', { token, password: 'a new password' });
    expect(reset.json<SessionResponse>().user.emailVerified).toBe(true);
  });
});
