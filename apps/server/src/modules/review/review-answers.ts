import { canView } from '../sets/index.ts';
import { countRating, recountBuckets } from './review-buckets.repository.ts';
import {
  ReviewLimits,
  type AnswerRequest as AnswerSchema,
  type AnswerResponse,
  type UndoResponse,
} from '@coursecards/shared/schemas/review';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DialectName } from '../../db/database.ts';
import type { DB, ReviewLogRow, ReviewStateRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { replayCard } from './late-rating.ts';
import { gradeOf, previewIntervals, ratingOf, schedulerFor, stateName, toCard, toColumns } from './fsrs.ts';
import { insertLog, lastStandingLog, logByClientKey, markUndone } from './review-logs.repository.ts';
import { settingsOf } from './review-settings.ts';
import { cardToRate, deleteState, restoreState, stateRow, upsertState } from './review-states.repository.ts';
import { bumpVersion } from './review-versions.repository.ts';
import type { WriteBatch } from './write-batch.ts';

export const CARD_NOT_FOUND = 'This card does not exist or its set is private';
const NOTHING_TO_UNDO = 'There is no rating to undo';

export interface AnswerDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  writes: WriteBatch;
}

type Answer = z.output<typeof AnswerSchema>;

/** When the rating happened: the client's time when given, never ahead of ours (beyond clock skew). */
function reviewTime(reviewedAt: Answer['reviewedAt'], now: number): number {
  if (reviewedAt === undefined) return now;
  const at = typeof reviewedAt === 'number' ? reviewedAt : Date.parse(reviewedAt);
  if (at > now + ReviewLimits.futureSkewMs) throw badRequest('reviewedAt is in the future');
  return at;
}

/** The answer a rating gave, rebuilt from its log row: a repeated request gets it again. */
function repeatAnswer(
  deps: AnswerDeps,
  log: ReviewLogRow,
  current: ReviewStateRow | undefined,
  scheduler: ReturnType<typeof schedulerFor>,
): AnswerResponse {
  const state = current && current.last_log_id === log.id ? current : undefined;
  return {
    cardId: log.card_id,
    state: stateName(log.state_after),
    due: new Date(log.due_after).toISOString(),
    intervalDays: log.scheduled_days,
    nextIntervals: previewIntervals(scheduler, toCard(state, log.due_after), Math.max(log.due_after, deps.clock.now())),
  };
}

/**
 * Records one rating and schedules the card's next review with FSRS. In one savepoint of the
 * shared commit: the log row is appended and the state row written, or neither.
 */
export async function answer(
  deps: AnswerDeps,
  userId: string,
  input: Answer,
  headerKey: string | undefined,
): Promise<AnswerResponse> {
  const key = input.idempotencyKey ?? headerKey ?? null;
  if (key !== null && (key.length < 8 || key.length > 64))
    throw badRequest('The idempotency key must be 8 to 64 characters');
  return deps.writes.run(async (trx) => {
    const now = deps.clock.now();
    const at = reviewTime(input.reviewedAt, now);
    const settings = await settingsOf(trx, userId);
    const scheduler = schedulerFor(settings.scheduler);
    if (key !== null) {
      const seen = await logByClientKey(trx, userId, key);
      if (seen) return repeatAnswer(deps, seen, await stateRow(trx, deps.dialect, userId, seen.card_id), scheduler);
    }
    const card = await cardToRate(trx, input.cardId);
    if (!card || !canView(card, userId)) throw notFound(CARD_NOT_FOUND);

    const before = await stateRow(trx, deps.dialect, userId, card.id);
    // Made before the card's last rating (offline, on another device): the history is replayed below.
    const late = before !== undefined && before.last_review !== null && at < before.last_review;
    // (ts-fsrs refuses to step back in time: a late rating's own columns are provisional until the replay.)
    const { card: after } = scheduler.next(toCard(late ? undefined : before, at), new Date(at), gradeOf(input.rating));
    const columns = toColumns(after);
    const logId = newId();
    await insertLog(trx, {
      id: logId,
      user_id: userId,
      card_id: card.id,
      set_id: card.set_id,
      rating: gradeOf(input.rating),
      mode: input.mode,
      reviewed_at: at,
      duration_ms: input.durationMs ?? null,
      state_before: before?.state ?? 0,
      card_before: before ? JSON.stringify(before) : null,
      state_after: columns.state,
      due_after: columns.due,
      scheduled_days: columns.scheduled_days,
      client_key: key,
      created_at: now,
      undone_at: null,
    });
    await bumpVersion(trx, userId);
    if (late) {
      const replayed = await replayCard(trx, scheduler, userId, card.id);
      // The replay may change what the card's later ratings were rated from: count them again.
      await recountBuckets(trx, userId);
      return {
        cardId: card.id,
        state: stateName(replayed.state),
        due: new Date(replayed.due).toISOString(),
        intervalDays: replayed.scheduled_days,
        nextIntervals: previewIntervals(scheduler, toCard(replayed, replayed.due), Math.max(replayed.due, now)),
      };
    }
    await countRating(
      trx,
      userId,
      { reviewed_at: at, state_before: before?.state ?? 0, rating: gradeOf(input.rating) },
      1,
    );
    const row = { ...columns, set_id: card.set_id, last_log_id: logId };
    await upsertState(trx, { user_id: userId, card_id: card.id, ...row });
    return {
      cardId: card.id,
      state: stateName(after.state),
      due: after.due.toISOString(),
      intervalDays: after.scheduled_days,
      nextIntervals: previewIntervals(scheduler, after, columns.due),
    };
  });
}

/** Takes back the student's last rating still standing: the card's memory is what it was before it. */
export async function undoLast(deps: AnswerDeps, userId: string): Promise<UndoResponse> {
  return deps.writes.run(async (trx) => {
    const last = await lastStandingLog(trx, userId);
    if (!last) throw notFound(NOTHING_TO_UNDO);
    await stateRow(trx, deps.dialect, userId, last.card_id);
    await markUndone(trx, last.id, deps.clock.now());
    await countRating(trx, userId, last, -1);
    await bumpVersion(trx, userId);
    if (last.card_before === null) {
      await deleteState(trx, userId, last.card_id);
      return { cardId: last.card_id, setId: last.set_id, state: 'new', due: null, rating: ratingOf(last.rating) };
    }
    const before = JSON.parse(last.card_before) as ReviewStateRow;
    const { user_id: _u, card_id: _c, ...restore } = before;
    await restoreState(trx, userId, last.card_id, restore);
    return {
      cardId: last.card_id,
      setId: last.set_id,
      state: stateName(before.state),
      due: new Date(before.due).toISOString(),
      rating: ratingOf(last.rating),
    };
  });
}
