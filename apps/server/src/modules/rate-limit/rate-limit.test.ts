import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { tooManyMessage } from './rate-limit.ts';

/** A fresh client address per test, so counters (kept in Redis across runs) never carry over. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.app.close());

  it('stops password guessing on one account with 429 and a clear message, whatever the address', async () => {
    const u = await signUpThroughApi(t.app);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password },
        remoteAddress: someIp(),
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess number ${i}`)).statusCode).toBe(401);
    const blocked = await attempt('guess number 11');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Even the right password waits: the limit is on the account, not on wrong answers.
    expect((await attempt(u.password)).statusCode).toBe(429);
    // Another account is not affected.
    const other = await signUpThroughApi(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits feedback per address', async () => {
    const ip = someIp();
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/feedback', payload: { feedback: 'Hello' }, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: 'Hello' },
      remoteAddress: someIp(),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('limits reset requests per e-mail address', async () => {
    const email = `limit_${randomInt(1e9)}@ucsc.edu`;
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: someIp() });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it('words the wait in seconds or minutes', () => {
    expect(tooManyMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: 'on', REDIS_URL: redisUrl ?? '' };
    one = await buildTestApp({ env });
    two = await buildTestApp({ env });
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
  });

  it('counts requests to two app processes together', async () => {
    const ip = someIp();
    const send = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/feedback', payload: { feedback: 'Hi' }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) {
      expect((await send(one)).statusCode).toBe(201);
      expect((await send(two)).statusCode).toBe(201);
    }
    expect((await send(one)).statusCode).toBe(429);
    expect((await send(two)).statusCode).toBe(429);
  });
});
