import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyCard, type Card, type Grade } from 'ts-fsrs';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { NewCardRow } from '../apps/server/src/db/types.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { createSession } from '../apps/server/src/infra/authentication/sessions.ts';
import { schedulerFor, toColumns } from '../apps/server/src/modules/review/fsrs.ts';
import { recountBuckets } from '../apps/server/src/modules/review/review-buckets.repository.ts';
import { makeCards, makeReviewLog, makeSet, makeUser } from '../apps/server/test/factories.ts';
import { startServer } from '../e2e/start-server.ts';
import { measure, type LoadOptions, type LoadResult } from './load.ts';

const DAY = 86_400_000;

/**
 * The heavy student: `reviews` ratings over `sets` sets of their own (50 cards each), made
 * by ts-fsrs over the past year as a student answering on time would (mostly Good, some Again), so
 * that today a realistic share is due. Written straight into a fresh SQLite file; returns a session.
 */
export async function seedHeavyStudent(
  dataDir: string,
  sets: number,
  reviews: number,
): Promise<{ token: string; cardIds: string[] }> {
  const database = openDatabase({ dialect: 'sqlite', file: join(dataDir, 'coursecards.db') });
  const { db } = database;
  await migrateToLatest(db);
  const user = makeUser({ university: 'Stanford University' });
  await db.insertInto('users').values(user).execute();
  const now = Date.now();
  const scheduler = schedulerFor({ desiredRetention: 0.9, weights: null });
  const cards: NewCardRow[] = [];
  for (let s = 0; s < sets; s++) {
    const set = { ...makeSet(user, { is_public: s % 2 === 0 ? 1 : 0, is_derived: 0 }), card_count: 50 };
    const rows = makeCards(set.id, 50);
    await db.insertInto('sets').values(set).execute();
    await db.insertInto('cards').values(rows).execute();
    cards.push(...rows);
  }
  const perCard = Math.max(1, Math.round(reviews / cards.length));
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let written = 0;
  for (let i = 0; i < cards.length && written < reviews; i += 500) {
    const chunk = cards.slice(i, i + 500);
    const logs = [];
    const states = [];
    for (const cardRow of chunk) {
      let card: Card = createEmptyCard(new Date(now - 365 * DAY));
      let at = now - 365 * DAY + Math.floor(random() * 200 * DAY);
      let lastLog = '';
      for (let r = 0; r < perCard && written < reviews && at < now; r++) {
        const grade = (random() < 0.12 ? 1 : random() < 0.15 ? 2 : random() < 0.9 ? 3 : 4) as Grade;
        const before = card;
        card = scheduler.next(card, new Date(at), grade).card;
        lastLog = newId();
        logs.push(
          makeReviewLog(
            { user, card: cardRow, rating: grade, at, stateBefore: before.state, after: card, durationMs: 6000 },
            lastLog,
          ),
        );
        written++;
        at = Math.max(card.due.getTime(), at + 60_000);
      }
      if (lastLog)
        states.push({
          user_id: user.id,
          card_id: cardRow.id,
          set_id: cardRow.set_id,
          last_log_id: lastLog,
          ...toColumns(card),
        });
    }
    for (let j = 0; j < logs.length; j += 100)
      await db
        .insertInto('review_logs')
        .values(logs.slice(j, j + 100))
        .execute();
    for (let j = 0; j < states.length; j += 100)
      await db
        .insertInto('review_states')
        .values(states.slice(j, j + 100))
        .execute();
  }
  // The log was written straight in: count it as the app counts ratings (the statistics read these).
  await recountBuckets(db, user.id);
  const token = await createSession(db, systemClock, user.id);
  const due = await db
    .selectFrom('review_states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('due', '<=', now)
    .executeTakeFirstOrThrow();
  console.log(
    `Seeded one student: ${sets} sets, ${cards.length.toLocaleString('en-US')} cards, ${written.toLocaleString('en-US')} reviews; ${Number(due.n).toLocaleString('en-US')} cards due now`,
  );
  await database.destroy();
  return { token, cardIds: cards.map((c) => c.id) };
}

/** `npm run bench -- --only review`: the review routes for one heavy student on SQLite. */
export async function benchReview(options: LoadOptions, sets = 200, reviews = 50_000): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-bench-review-'));
  const { token, cardIds } = await seedHeavyStudent(dataDir, sets, reviews);
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const ratings = ['again', 'hard', 'good', 'good', 'good', 'easy'];
    let n = 0;
    const answer = () =>
      JSON.stringify({ cardId: cardIds[(n * 7919) % cardIds.length], rating: ratings[n++ % ratings.length] });
    // Stats last: at 50 connections its backlog outlives the run and would slow whatever came next.
    const results = [
      await measure('GET /api/review/due?limit=20', `${server.url}/api/review/due?limit=20`, { ...options, headers }),
      await measure('GET /api/review/due?limit=20 (1 connection)', `${server.url}/api/review/due?limit=20`, {
        ...options,
        connections: 1,
        headers,
      }),
      await measure('POST /api/review/answer', `${server.url}/api/review/answer`, {
        ...options,
        method: 'POST',
        headers,
        nextBody: answer,
      }),
      await measure('GET /api/review/stats (1 connection)', `${server.url}/api/review/stats`, {
        ...options,
        connections: 1,
        headers,
      }),
      await measure('GET /api/review/stats', `${server.url}/api/review/stats`, { ...options, headers }),
    ];
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
