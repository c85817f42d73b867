import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { tooManyMessage } from './rate-limit.ts';

/** A fresh client address per test, so counters (kept in Redis across runs) never carry over. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('rate limits (in memory)', () => {
  const t = suiteApp({ env: { RATE_LIMITS: 'on' } });

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

  it('words the wait in seconds or minutes', () => {
    expect(tooManyMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', { timeout: 60_000 }, () => {
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

  it('counts failed log-ins at both processes together, and successful ones at neither', async () => {
    // Each test app has a database of its own: the same account in both.
    const u = await signUpThroughApi(one.app, { remoteAddress: someIp() });
    await signUpThroughApi(two.app, { email: u.email, username: u.username, remoteAddress: someIp() });
    const ip = someIp();
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 12; i++) expect((await login(i % 2 ? one : two, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? one : two, `guess ${i}`)).statusCode).toBe(401);
    expect((await login(one, u.password)).statusCode).toBe(429);
    expect((await login(two, u.password)).statusCode).toBe(429);
  });
});
