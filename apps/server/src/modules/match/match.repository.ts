import { MatchLimits } from '@coursecards/shared/constants/limits';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The student's one game on a set: any earlier one is replaced. */
export async function replaceAttempt(
  db: Kysely<DB>,
  attempt: { id: string; userId: string; setId: string; startedAt: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('match_attempts')
      .where('user_id', '=', attempt.userId)
      .where('set_id', '=', attempt.setId)
      .execute();
    await trx
      .insertInto('match_attempts')
      .values({ id: attempt.id, user_id: attempt.userId, set_id: attempt.setId, started_at: attempt.startedAt })
      .execute();
  });
}

/** Removes the game and returns when it started, in one statement: a game ends once. */
export function takeAttempt(db: Executor, attemptId: string, userId: string, setId: string) {
  return db
    .deleteFrom('match_attempts')
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .returning('started_at')
    .executeTakeFirst();
}

/** Keeps the better time: never a worse one over a better one written meanwhile. */
export async function upsertBest(
  db: Executor,
  best: { userId: string; setId: string; timeMs: number; achievedAt: number },
): Promise<void> {
  const { timeMs, achievedAt } = best;
  await db
    .insertInto('match_bests')
    .values({ user_id: best.userId, set_id: best.setId, time_ms: timeMs, achieved_at: achievedAt })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'set_id'])
        .doUpdateSet({ time_ms: timeMs, achieved_at: achievedAt })
        .where('match_bests.time_ms', '>', timeMs),
    )
    .execute();
}

export async function findBest(db: Executor, userId: string, setId: string): Promise<number | null> {
  const row = await db
    .selectFrom('match_bests')
    .select('time_ms')
    .where('user_id', '=', userId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
  return row ? Number(row.time_ms) : null;
}

/** The best times on a set of students at one school, fastest (then earliest) first. */
export function schoolLeaderboard(db: Executor, setId: string, university: string) {
  return db
    .selectFrom('match_bests')
    .innerJoin('users', 'users.id', 'match_bests.user_id')
    .select(['users.id as user_id', 'users.username', 'match_bests.time_ms'])
    .where('match_bests.set_id', '=', setId)
    .where('users.university', '=', university)
    .where('users.username', 'is not', null)
    .orderBy('match_bests.time_ms')
    .orderBy('match_bests.achieved_at')
    .orderBy('users.id')
    .limit(MatchLimits.leaderboardSize)
    .execute();
}
