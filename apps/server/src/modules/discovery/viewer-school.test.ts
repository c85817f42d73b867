import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createSession, findActiveSession, revokeSession } from '../../infra/authentication/sessions.ts';
import { ViewerSchools } from './viewer-school.ts';

const asked = (token?: string) =>
  ({ headers: token ? { authorization: `Bearer ${token}` } : {} }) as unknown as FastifyRequest;

describe('ViewerSchools', () => {
  let database: Database;
  let now = 1_000_000;
  const clock = { now: () => now };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('names the searcher and their school, and nobody without a live token', async () => {
    const user = await createUser(database.db, { university: 'Stanford University' });
    const token = await createSession(database.db, clock, user.id);
    const viewers = new ViewerSchools(database.db, clock);
    expect(await viewers.of(asked(token))).toEqual({ userId: user.id, university: 'Stanford University' });
    expect(await viewers.of(asked())).toBeNull();
    expect(await viewers.of(asked('x'.repeat(43)))).toBeNull();
  });

  it('keeps an answer for its time only: a revoked token orders results until then, then counts as nobody', async () => {
    const user = await createUser(database.db);
    const token = await createSession(database.db, clock, user.id);
    const viewers = new ViewerSchools(database.db, clock, 60_000);
    expect((await viewers.of(asked(token)))?.userId).toBe(user.id);

    const session = await findActiveSession(database.db, clock, token);
    await revokeSession(database.db, session?.sessionId ?? '');
    now += 59_000;
    expect((await viewers.of(asked(token)))?.userId).toBe(user.id);
    now += 1_000;
    expect(await viewers.of(asked(token))).toBeNull();
  });

  it('keeps tokens within a byte budget: a flood of made-up tokens pushes out the rest, not memory', async () => {
    const viewers = new ViewerSchools(database.db, clock, 60_000, 10_000, 4096);
    const user = await createUser(database.db);
    const token = await createSession(database.db, clock, user.id);
    expect((await viewers.of(asked(token)))?.userId).toBe(user.id);
    // The longest tokens a request may carry.
    for (let i = 0; i < 50; i++) {
      await viewers.of(asked(`${i}`.padStart(128, 'x')));
      expect(viewers.kept.bytes).toBeLessThanOrEqual(4096);
    }
    expect(viewers.kept.entries).toBeLessThan(20);
    // The real token was pushed out: revoking it shows at once.
    const session = await findActiveSession(database.db, clock, token);
    await revokeSession(database.db, session?.sessionId ?? '');
    expect(await viewers.of(asked(token))).toBeNull();
  });

  it('keeps at most maxEntries tokens', async () => {
    const viewers = new ViewerSchools(database.db, clock, 60_000, 2);
    const users = await Promise.all([1, 2, 3].map(() => createUser(database.db)));
    const tokens = await Promise.all(users.map((u) => createSession(database.db, clock, u.id)));
    for (const token of tokens) await viewers.of(asked(token));
    // The first token was dropped: revoking it now shows at once.
    const first = await findActiveSession(database.db, clock, tokens[0] ?? '');
    await revokeSession(database.db, first?.sessionId ?? '');
    expect(await viewers.of(asked(tokens[0]))).toBeNull();
  });
});
