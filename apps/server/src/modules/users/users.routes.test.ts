import { describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { createLike, createSet, createUser } from '../../../test/factories.ts';

interface Body {
  message?: string;
  email?: string;
  username?: string;
  totalLikes?: number;
}
const body = (res: { json: <T>() => T }) => res.json<Body>();

describe('profiles API', () => {
  const t = suiteApp();
  const ana = suiteAccount(t);
  const ben = suiteAccount(t);

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
  const send = (method: 'PUT' | 'POST', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  it('shows your own profile with your e-mail', async () => {
    const res = await get('/api/user/profile', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uid: ana.user.uid, username: ana.username, email: ana.email });
    expect((await get(`/api/user/${ana.user.uid}`, ana.token)).json()).toMatchObject({ email: ana.email });
  });

  it('shows someone else’s profile without their e-mail', async () => {
    const res = await get(`/api/user/${ben.user.uid}`, ana.token);
    expect(res.statusCode).toBe(200);
    expect(body(res).username).toBe(ben.username);
    expect(body(res).email).toBeUndefined();
    expect(res.body).not.toContain(ben.email);
  });

  it('hides unknown users and unfinished sign-ups', async () => {
    expect((await get('/api/user/nobody-here', ana.token)).statusCode).toBe(404);
    const pending = await createUser(t.db, { signup_completed_at: null });
    expect((await get(`/api/user/${pending.id}`, ana.token)).statusCode).toBe(404);
  });

  it('needs a live session for every profile call', async () => {
    for (const url of ['/api/user/profile', `/api/user/${ana.user.uid}`, `/api/user/${ana.user.uid}/total-likes`]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, 'forged-token-forged-token')).statusCode).toBe(401);
    }
    expect((await send('PUT', `/api/user/${ana.user.uid}`, { username: 'hijack' })).statusCode).toBe(401);
  });

  it('changes your username and field of study', async () => {
    const u = await signUpThroughApi(t.app);
    const res = await send(
      'PUT',
      `/api/user/${u.user.uid}`,
      {
        username: `${u.username}_2`,
        fieldOfStudy: 'Physics',
        email: u.email,
        uid: u.user.uid,
      },
      u.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: `${u.username}_2`, fieldOfStudy: 'Physics', email: u.email });
    const fallback = await send('POST', '/api/user/update-profile', { username: `${u.username}_3` }, u.token);
    expect(fallback.statusCode).toBe(200);
    expect((await get('/api/user/profile', u.token)).json()).toMatchObject({
      username: `${u.username}_3`,
      fieldOfStudy: 'Physics',
    });
  });

  it('refuses editing another user’s profile, by path or by body', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', ben.user.uid).executeTakeFirstOrThrow();
    const byPath = await send('PUT', `/api/user/${ben.user.uid}`, { username: 'taken_over' }, ana.token);
    expect(byPath.statusCode).toBe(403);
    const byBody = await send(
      'POST',
      '/api/user/update-profile',
      { username: 'taken_over', uid: ben.user.uid },
      ana.token,
    );
    expect(byBody.statusCode).toBe(403);
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', ben.user.uid).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a username someone holds in any letter case, and an e-mail change', async () => {
    const taken = await send('PUT', `/api/user/${ana.user.uid}`, { username: ben.username.toUpperCase() }, ana.token);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).message).toBe('Username unavailable');
    const email = await send(
      'PUT',
      `/api/user/${ana.user.uid}`,
      { username: ana.username, email: 'new@x.edu' },
      ana.token,
    );
    expect(email.statusCode).toBe(400);
    expect(body(email).message).toBe('Your e-mail address cannot be changed here');
    const short = await send('PUT', `/api/user/${ana.user.uid}`, { username: 'ab' }, ana.token);
    expect(body(short).message).toBe('Username must be at least 3 characters');
    // Changing only the case of your own name is fine.
    const recased = await send('PUT', `/api/user/${ana.user.uid}`, { username: ana.username.toUpperCase() }, ana.token);
    expect(recased.statusCode).toBe(200);
  });

  it('totals the likes on your own sets, not on saved copies, and mends drifted counts', async () => {
    const u = await signUpThroughApi(t.app);
    const owner = await t.db.selectFrom('users').selectAll().where('id', '=', u.user.uid).executeTakeFirstOrThrow();
    const { set: first } = await createSet(t.db, { owner, is_public: 1 });
    const { set: second } = await createSet(t.db, { owner, is_public: 1 });
    await createSet(t.db, { owner, is_derived: 1, likes_count: 50 });
    for (const liker of [await createUser(t.db), await createUser(t.db)]) await createLike(t.db, liker, first);
    await createLike(t.db, await createUser(t.db), second);

    const total = await get(`/api/user/${u.user.uid}/total-likes`, ana.token);
    expect(total.json()).toEqual({ totalLikes: 3 });

    await t.db.updateTable('sets').set({ likes_count: 99 }).where('id', '=', first.id).execute();
    expect(body(await get(`/api/user/${u.user.uid}/total-likes`, u.token)).totalLikes).toBe(100);
    const synced = await send('POST', `/api/user/${u.user.uid}/sync-likes`, {}, u.token);
    expect(synced.json()).toEqual({ totalLikes: 3 });
    expect((await send('POST', `/api/user/${u.user.uid}/sync-likes`, {}, ana.token)).statusCode).toBe(403);
  });

  it('counts your created and saved sets, for you only', async () => {
    const u = await signUpThroughApi(t.app);
    const owner = await t.db.selectFrom('users').selectAll().where('id', '=', u.user.uid).executeTakeFirstOrThrow();
    expect((await get(`/api/sets/counts/${u.user.uid}`, u.token)).json()).toEqual({ created: 0, saved: 0, total: 0 });
    await createSet(t.db, { owner });
    await createSet(t.db, { owner, is_public: 0 });
    await createSet(t.db, { owner, is_derived: 1 });
    expect((await get(`/api/sets/counts/${u.user.uid}`, u.token)).json()).toEqual({ created: 2, saved: 1, total: 3 });
    expect((await get(`/api/sets/counts/${u.user.uid}`, ana.token)).statusCode).toBe(403);
  });
});
