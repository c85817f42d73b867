import { afterAll, beforeAll } from 'vitest';
import { signUpThroughApi, type SignedUp } from './accounts.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';

// The objects returned here are filled in by beforeAll: read their fields in tests and hooks only.

/**
 * The app a describe block's tests share: built before them, closed after them. Options that depend
 * on what an earlier hook started (a mail sink, a storage server) are given as a function.
 */
export function suiteApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(typeof options === 'function' ? options() : options));
  });
  afterAll(() => t.app.close());
  return t;
}

/** An account signed up through the API on the block's app, once it is built. */
export function suiteAccount(t: TestApp, overrides: Parameters<typeof signUpThroughApi>[1] = {}): SignedUp {
  const account = {} as SignedUp;
  beforeAll(async () => {
    Object.assign(account, await signUpThroughApi(t.app, overrides));
  });
  return account;
}
