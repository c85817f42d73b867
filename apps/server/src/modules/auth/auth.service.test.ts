import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { systemClock } from '../../lib/clock.ts';
import { completeSignup, exchangeToken, resetPassword, type AuthDeps } from './auth.service.ts';
import { issueSingleUseToken } from './single-use-tokens.ts';

/** Fails every insert into the sessions table: a crash at the last step of spending a token. */
class SessionsCannotBeWritten implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'sessions')
      throw new Error('the database went away');
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

describe('spending a one-time token', () => {
  let deps: AuthDeps;
  let failing: AuthDeps;
  const UCSC = 'University of California, Santa Cruz';
  const t = suiteApp();
  beforeAll(async () => {
    deps = {
      db: t.db,
      clock: systemClock,
      schools: [UCSC],
      mailer: { send: () => Promise.resolve(), close: () => undefined },
      publicUrl: 'http://localhost',
      background: { run: () => undefined, idle: () => Promise.resolve() },
    };
    failing = { ...deps, db: t.db.withPlugin(new SessionsCannotBeWritten()) };
  });

  it('leaves a sign-up pending and its token usable when completing it fails part-way', async () => {
    const email = 'halfway@ucsc.edu';
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'secret1', username: 'half_way' },
    });
    const { signupToken } = step1.json<{ signupToken: string }>();
    const input = { email, university: UCSC, fieldOfStudy: 'Biology', signupToken };

    await expect(completeSignup(failing, input)).rejects.toThrow('the database went away');
    const row = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.signup_completed_at).toBeNull();
    expect(row.university).toBeNull();

    const done = await completeSignup(deps, input);
    expect(done.user.university).toBe(UCSC);
  });

  it('keeps a reset link usable, and the old password, when resetting fails part-way', async () => {
    const user = await signUpThroughApi(t.app);
    const link = await issueSingleUseToken(t.db, systemClock, user.user.uid, 'password_reset');
    const before = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.user.uid)
      .executeTakeFirstOrThrow();

    await expect(resetPassword(failing, link, 'a new password')).rejects.toThrow('the database went away');
    const after = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.user.uid)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);

    await expect(resetPassword(deps, link, 'a new password')).resolves.toMatchObject({ user: { uid: user.user.uid } });
  });

  it('keeps an exchange token usable when making its session fails', async () => {
    const user = await signUpThroughApi(t.app);
    const token = await issueSingleUseToken(t.db, systemClock, user.user.uid, 'exchange');
    await expect(exchangeToken(failing, token)).rejects.toThrow('the database went away');
    await expect(exchangeToken(deps, token)).resolves.toMatchObject({ message: 'Signed in' });
  });
});
