import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, ReviewLogsTable } from '../../db/types.ts';

/** The rating already recorded under this idempotency key, if any. */
export function logByClientKey(trx: Transaction<DB>, userId: string, key: string) {
  return trx
    .selectFrom('review_logs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_key', '=', key)
    .executeTakeFirst();
}

/** Appends one rating to the student's log. */
export async function insertLog(trx: Transaction<DB>, values: Insertable<ReviewLogsTable>): Promise<void> {
  await trx.insertInto('review_logs').values(values).execute();
}

/** The student's last rating still standing that is their card's latest: the one an undo takes back. */
export function lastStandingLog(trx: Transaction<DB>, userId: string) {
  return trx
    .selectFrom('review_logs')
    .innerJoin('review_states', (join) =>
      join.onRef('review_states.last_log_id', '=', 'review_logs.id').on('review_states.user_id', '=', userId),
    )
    .selectAll('review_logs')
    .where('review_logs.user_id', '=', userId)
    .where('review_logs.undone_at', 'is', null)
    .orderBy('review_logs.reviewed_at', 'desc')
    .orderBy('review_logs.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markUndone(trx: Transaction<DB>, logId: string, at: number): Promise<void> {
  await trx.updateTable('review_logs').set({ undone_at: at }).where('id', '=', logId).execute();
}

/** A card's standing ratings in the order they were made: what a replay steps through. */
export function standingLogsOfCard(trx: Transaction<DB>, userId: string, cardId: string) {
  return trx
    .selectFrom('review_logs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('card_id', '=', cardId)
    .where('undone_at', 'is', null)
    .orderBy('reviewed_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Rewrites a log row's derived columns after a replay. */
export async function setLogDerived(
  trx: Transaction<DB>,
  logId: string,
  derived: {
    state_before: number;
    card_before: string | null;
    state_after: number;
    due_after: number;
    scheduled_days: number;
  },
): Promise<void> {
  await trx.updateTable('review_logs').set(derived).where('id', '=', logId).execute();
}

/** Every standing rating of the student, for fitting their parameters. */
export function standingRatings(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('review_logs')
    .select(['card_id', 'reviewed_at', 'rating'])
    .where('user_id', '=', userId)
    .where('undone_at', 'is', null)
    .execute();
}
