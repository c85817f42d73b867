import { describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createUser } from '../../../test/factories.ts';

describe('school search API', () => {
  let now = Date.UTC(2026, 10, 21, 12);
  const t = suiteApp({ clock: { now: () => now } });

  it('counts public, non-derived sets per school, recounting after a minute', async () => {
    const owner = await createUser(t.db, { university: 'Stanford University' });
    await createSet(t.db, { owner, is_public: 1, university: 'Stanford University' });
    await createSet(t.db, { owner, is_public: 1, university: 'Stanford University' });
    await createSet(t.db, { owner, is_public: 0, university: 'Stanford University' });
    await createSet(t.db, { owner, is_public: 1, is_derived: 1, university: 'Stanford University' });
    const res = await t.app.inject({ url: '/api/schools/set-counts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.app.inject({
      url: '/api/schools/set-counts',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(res.json<{ counts: Record<string, number> }>().counts['Stanford University']).toBe(2);

    await createSet(t.db, { owner, is_public: 1, university: 'Stanford University' });
    now += 61_000;
    const later = await t.app.inject({ url: '/api/schools/set-counts' });
    expect(later.json<{ counts: Record<string, number> }>().counts['Stanford University']).toBe(3);
  });

  it('logs a visitor’s and a user’s school search', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/logRoutes/logSearch',
      payload: { school: 'UCSC' },
    });
    expect(visitor.statusCode).toBe(201);
    const u = await signUpThroughApi(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/logRoutes/logSearch',
      payload: { school: 'Stanford University' },
      headers: bearer(u.token),
    });
    const rows = await t.db.selectFrom('search_logs').selectAll().orderBy('school').execute();
    expect(rows.map((r) => [r.school, r.user_id])).toEqual([
      ['Stanford University', u.user.uid],
      ['UCSC', null],
    ]);
    const blank = await t.app.inject({ method: 'POST', url: '/api/logRoutes/logSearch', payload: { school: ' ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('keeps a request for a missing university', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/universities/request',
      payload: { name: 'Université de Montréal', email: 'Eve@umontreal.ca' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('university_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Université de Montréal', email: 'eve@umontreal.ca', user_id: null });
    const blank = await t.app.inject({ method: 'POST', url: '/api/universities/request', payload: { name: '' } });
    expect(blank.json<{ message: string }>().message).toBe('Please enter your university');
  });

  it('tells the web app its contact address and whether Google sign-in is set up', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({ contactEmail: 'support@coursecards.app', googleSignIn: false });
  });
});
