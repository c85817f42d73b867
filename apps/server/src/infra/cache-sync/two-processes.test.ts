import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { staticLists } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Two app processes on one database: the second is another app instance sharing the first's
 * database, as another process would. Their clock stands still, so no cached answer ever expires:
 * a set made private through one leaves the other's cached search results only when the change feed
 * (REDIS_URL) tells it, and stays there without it.
 */
const stillClock: Clock = { now: () => Date.UTC(2026, 10, 26, 12) };
const redisUrl = process.env.TEST_REDIS_URL;

function suite(name: string, env: Record<string, string>) {
  describe(name, { timeout: 60_000 }, () => {
    let first: TestApp;
    let second: FastifyInstance;
    let owner: SignedUp;
    beforeAll(async () => {
      first = await buildTestApp({ env, clock: stillClock });
      second = await buildApp({
        config: first.config,
        clock: stillClock,
        // The first app closes the database; this one only stops using it.
        database: { ...first.database, destroy: async () => {} },
        lists: staticLists(),
        webDist: null,
        logger: false,
      });
      await second.ready();
      owner = await signUpThroughApi(first.app);
    });
    afterAll(async () => {
      await second.close();
      await first.app.close();
    });

    const searchIds = async (app: FastifyInstance) => {
      const res = await app.inject({ url: '/api/sets/search?classCode=CSE101' });
      expect(res.statusCode).toBe(200);
      return res.json<Array<{ id: string }>>().map((s) => s.id);
    };
    const save = (method: 'POST' | 'PUT', url: string, isPublic: boolean) =>
      first.app.inject({
        method,
        url,
        headers: bearer(owner.token),
        payload: {
          title: 'Shared between processes',
          classCode: 'CSE101',
          description: '',
          isPublic,
          flashcards: [{ question: 'q', answer: 'a' }],
        },
      });

    it(
      env.REDIS_URL
        ? 'drops the other process’s cached search results as soon as a set is made private'
        : 'leaves the other process’s cached search results to their time limit',
      async () => {
        const created = await save('POST', '/api/sets/create', true);
        expect(created.statusCode).toBe(201);
        const { id } = created.json<FlashcardSet>();
        // The second process asks for the first time, and keeps the answer.
        expect(await searchIds(second)).toContain(id);

        expect((await save('PUT', `/api/sets/update/${id}`, false)).statusCode).toBe(200);
        expect(await searchIds(first.app)).not.toContain(id);
        if (env.REDIS_URL) {
          await vi.waitFor(async () => expect(await searchIds(second)).not.toContain(id), { timeout: 5000 });
        } else {
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(await searchIds(second)).toContain(id);
        }
      },
    );
  });
}

suite('two app processes without Redis', {});
if (redisUrl) suite('two app processes with Redis', { REDIS_URL: redisUrl });
else describe.skip('two app processes with Redis (TEST_REDIS_URL is not set)', () => {});
