import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { cardPairsOf } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { DEMO_ACCOUNT, seedDemoAccount, type DemoAccountSummary } from './seed-demo-account.ts';
import { seedDatabase } from './seed.ts';

describe('seedDemoAccount', () => {
  let summary: DemoAccountSummary;
  const demoRow = () =>
    t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
  const logIn = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNT.email, password } });

  const t = suiteApp();
  beforeAll(async () => {
    await seedDatabase(t.db, { users: 25, sets: 300, cardsPerSet: 8, seed: 3 });
    summary = await seedDemoAccount(t.db, { seed: 3 });
  });

  it('is an account anyone can log in to with the published credentials', async () => {
    expect(summary.created).toBe(true);
    const res = await logIn(DEMO_ACCOUNT.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email, university: DEMO_ACCOUNT.university },
    });
  });

  it('owns sets with cards, one of them private, that classmates liked', async () => {
    const demo = await demoRow();
    const own = await t.db
      .selectFrom('sets')
      .selectAll()
      .where('owner_id', '=', demo.id)
      .where('is_derived', '=', 0)
      .execute();
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.filter((s) => s.is_public === 0)).toHaveLength(1);
    for (const set of own) expect(set.card_count).toBeGreaterThanOrEqual(5);
    expect(summary.likesReceived).toBeGreaterThan(0);
  });

  it('has liked and saved popular sets of its school, each save a private copy with the original’s cards', async () => {
    const demo = await demoRow();
    const liked = await t.db
      .selectFrom('likes')
      .innerJoin('sets', 'sets.id', 'likes.set_id')
      .select(['sets.owner_id', 'sets.is_public', 'sets.university'])
      .where('likes.user_id', '=', demo.id)
      .execute();
    expect(liked.length).toBeGreaterThanOrEqual(3);
    for (const set of liked) {
      expect(set).toMatchObject({ is_public: 1, university: DEMO_ACCOUNT.university });
      expect(set.owner_id).not.toBe(demo.id);
    }

    const copies = await t.db
      .selectFrom('sets')
      .selectAll()
      .where('owner_id', '=', demo.id)
      .where('is_derived', '=', 1)
      .execute();
    expect(copies).toHaveLength(2);
    const cardsOf = (setId: string) => cardPairsOf(t.db, setId);
    for (const copy of copies) {
      expect(copy.is_public).toBe(0);
      expect(copy.original_set_id).not.toBeNull();
      expect(await cardsOf(copy.id)).toEqual(await cardsOf(copy.original_set_id!));
      expect(copy.card_count).toBe((await cardsOf(copy.id)).length);
    }
  });

  it('keeps every card_count and likes_count equal to the rows they count', async () => {
    const drift = await sql<{ id: string }>`
      select s.id from sets s
      where s.card_count <> (select count(*) from cards c where c.set_id = s.id)
         or (s.is_derived = 0 and s.likes_count <> (select count(*) from likes l where l.set_id = s.id))`.execute(t.db);
    expect(drift.rows).toEqual([]);
  });

  it('run again, keeps the account and what it owns, and sets the password back to the published one', async () => {
    const before = await t.db
      .selectFrom('sets')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ password_hash: 'not-a-hash' })
      .where('email', '=', DEMO_ACCOUNT.email)
      .execute();
    expect((await logIn(DEMO_ACCOUNT.password)).statusCode).toBe(401);

    const again = await seedDemoAccount(t.db, { seed: 3 });
    expect(again).toEqual({ ...summary, created: false });
    const users = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNT.email).execute();
    expect(users).toHaveLength(1);
    const after = await t.db
      .selectFrom('sets')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await logIn(DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('never takes over another account that chose the demo username', async () => {
    const other = await buildTestApp();
    try {
      const signup = await other.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'someone@ucsc.edu', password: 'their own secret', username: DEMO_ACCOUNT.username },
      });
      expect(signup.statusCode, signup.body).toBeLessThan(300);
      const hashBefore = await other.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
      await expect(seedDemoAccount(other.db)).rejects.toThrow(/belongs to another account/);
      expect(await other.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).toEqual(hashBefore);
    } finally {
      await other.app.close();
    }
  });
});

describe('seedDatabase alone (what benchmarks and the load test use)', () => {
  it('makes no account anyone can log in to', async () => {
    const t = await buildTestApp();
    try {
      await seedDatabase(t.db, { users: 10, sets: 20, cardsPerSet: 4 });
      const withPassword = await t.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('password_hash', 'is not', null), eb('google_sub', 'is not', null)]))
        .execute();
      expect(withPassword).toEqual([]);
    } finally {
      await t.app.close();
    }
  });
});
