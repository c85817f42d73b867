import { MatchLimits } from '@coursecards/shared/constants/limits';
import { isImpossibleMatchTime, matchScoreMs } from '@coursecards/shared/domain/match-scoring';
import type { MatchFinishResponse, MatchScoresResponse, MatchStartResponse } from '@coursecards/shared/schemas/match';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import { newSecretToken } from '../../infra/authentication/index.ts';
import { studiedSet } from '../learn/index.ts';
import { SET_NOT_FOUND } from '../sets/index.ts';
import { findBest, replaceAttempt, schoolLeaderboard, takeAttempt, upsertBest } from './match.repository.ts';

export const GAME_NOT_RUNNING = 'This game is over or a newer one was started';
export const GAME_TOO_OLD = 'This game was left open too long to count';
export const IMPOSSIBLE_TIME = 'Nobody clears the board that fast: this time was not counted';
export const NOTHING_TO_MATCH = 'This set has no cards to match';
export const GAME_BUSY = 'Another game on this set is starting: try again';

/**
 * Starts the clock (learn-and-match §3): the time of a game is the server's, from this call to
 * /finish. A game already in play on this set is replaced, so a student has one at a time.
 */
export async function startGame(
  db: Kysely<DB>,
  clock: Clock,
  user: UserRow,
  setId: string,
): Promise<MatchStartResponse> {
  const set = await studiedSet(db, user, setId);
  if (set.card_count === 0) throw new AppError(422, 'validation_error', NOTHING_TO_MATCH);
  const id = newSecretToken();
  const now = clock.now();
  try {
    await replaceAttempt(db, { id, userId: user.id, setId, startedAt: now });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(SET_NOT_FOUND);
    // Two starts at once: one wins, the other is asked to try again.
    if (isUniqueViolation(err)) throw conflict(GAME_BUSY);
    throw err;
  }
  return { attemptId: id, startedAt: new Date(now).toISOString() };
}

/**
 * Ends the game: time measured here, a second added per wrong pair the board reports, the best kept.
 * A game ends once: its row goes in the same step that reads it. Under 1.5 s measured is refused.
 */
export async function finishGame(
  db: Kysely<DB>,
  clock: Clock,
  user: UserRow,
  setId: string,
  attemptId: string,
  wrongPairs: number,
): Promise<MatchFinishResponse> {
  await studiedSet(db, user, setId);
  const now = clock.now();
  const attempt = await takeAttempt(db, attemptId, user.id, setId);
  if (!attempt) throw conflict(GAME_NOT_RUNNING);
  const elapsedMs = now - Number(attempt.started_at);
  if (elapsedMs > MatchLimits.attemptMaxMs) throw conflict(GAME_TOO_OLD);
  if (isImpossibleMatchTime(elapsedMs)) throw new AppError(422, 'validation_error', IMPOSSIBLE_TIME);

  const timeMs = matchScoreMs(elapsedMs, wrongPairs);
  const best = await findBest(db, user.id, setId);
  const isPersonalBest = best === null || timeMs < best;
  if (isPersonalBest) {
    try {
      await upsertBest(db, { userId: user.id, setId, timeMs, achievedAt: now });
    } catch (err) {
      if (isForeignKeyViolation(err)) throw notFound(SET_NOT_FOUND);
      throw err;
    }
  }
  return { elapsedMs, timeMs, personalBestMs: isPersonalBest ? timeMs : (best ?? timeMs), isPersonalBest };
}

/**
 * The student's best, and for a public set the best times of students at the student's school
 * (learn-and-match §3). A private set, a saved copy (private too) or a student without a school has
 * no leaderboard.
 */
export async function scores(db: Kysely<DB>, user: UserRow, setId: string): Promise<MatchScoresResponse> {
  const set = await studiedSet(db, user, setId);
  const personalBestMs = await findBest(db, user.id, setId);
  if (!set.isPublic || set.isDerived || !user.university) return { personalBestMs, leaderboard: null };
  const rows = await schoolLeaderboard(db, setId, user.university);
  return {
    personalBestMs,
    leaderboard: {
      school: user.university,
      entries: rows.map((row, i) => ({
        rank: i + 1,
        username: row.username ?? '',
        timeMs: Number(row.time_ms),
        isYou: row.user_id === user.id,
      })),
    },
  };
}
