import { LearnLimits } from '@coursecards/shared/constants/limits';
import {
  LearnProgress,
  type AnswerOverrideRequest,
  type LearnProgressResponse,
} from '@coursecards/shared/schemas/learn';
import type { z } from '@coursecards/shared/schemas/z';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import { SET_NOT_FOUND } from '../sets/index.ts';
import { findProgress, insertAnswerOverride, upsertProgress } from './learn.repository.ts';
import { studiedSet } from './studied-set.ts';

export const PROGRESS_TOO_LARGE = 'This Learn progress is too large to store';

/** The student's stored progress on a set; null before the first answer (learn-and-match §5). */
export async function getProgress(db: Kysely<DB>, user: UserRow, setId: string): Promise<LearnProgressResponse> {
  await studiedSet(db, user, setId);
  const row = await findProgress(db, user.id, setId);
  if (!row) return { progress: null, updatedAt: null };
  // Stored progress was valid when written; a row that no longer reads (a schema change) starts afresh.
  const parsed = LearnProgress.safeParse(JSON.parse(row.progress));
  return parsed.success
    ? { progress: parsed.data, updatedAt: new Date(row.updated_at).toISOString() }
    : { progress: null, updatedAt: null };
}

/** Replaces the student's progress on a set: the latest write wins, from whichever device. */
export async function saveProgress(
  db: Kysely<DB>,
  clock: Clock,
  user: UserRow,
  setId: string,
  progress: z.infer<typeof LearnProgress>,
): Promise<LearnProgressResponse> {
  await studiedSet(db, user, setId);
  const json = JSON.stringify(progress);
  if (Buffer.byteLength(json) > LearnLimits.progressMaxBytes)
    throw new AppError(413, 'payload_too_large', PROGRESS_TOO_LARGE);
  const now = clock.now();
  try {
    await upsertProgress(db, { userId: user.id, setId, progress: json, updatedAt: now });
  } catch (err) {
    // The set was deleted between the check and the write.
    if (isForeignKeyViolation(err)) throw notFound(SET_NOT_FOUND);
    throw err;
  }
  return { progress, updatedAt: new Date(now).toISOString() };
}

/** Logs an "I was right" (learn-and-match §2): what was typed, what was expected and the grade given. */
export async function logOverride(
  db: Kysely<DB>,
  clock: Clock,
  user: UserRow,
  body: z.output<typeof AnswerOverrideRequest>,
): Promise<void> {
  await studiedSet(db, user, body.setId);
  try {
    await insertAnswerOverride(db, {
      user_id: user.id,
      set_id: body.setId,
      card_id: body.cardId,
      mode: body.mode,
      question: body.question,
      correct_answer: body.correctAnswer,
      user_answer: body.userAnswer,
      verdict: body.verdict,
      feedback: body.feedback,
      created_at: clock.now(),
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(SET_NOT_FOUND);
    throw err;
  }
}
