import type { Transaction } from 'kysely';
import type { FSRS } from 'ts-fsrs';
import type { DB, ReviewStateRow } from '../../db/types.ts';
import { toCard, toColumns } from './fsrs.ts';
import { setLogDerived, standingLogsOfCard } from './review-logs.repository.ts';
import { upsertState } from './review-states.repository.ts';

/**
 * A rating older than the card's last one: made offline on one device while another device rated
 * the card later, and sent when the connection came back (docs/product/offline.md §2). The log keeps
 * every rating; the card's memory is what FSRS makes of its standing ratings in the order they were
 * made, so it is replayed from the first. Each log row's derived columns (the state before and
 * after, the due date, the state an undo restores) are rewritten to match the replay. Rare, and
 * bounded by one card's history.
 */
export async function replayCard(trx: Transaction<DB>, scheduler: FSRS, userId: string, cardId: string) {
  const logs = await standingLogsOfCard(trx, userId, cardId);
  let before: ReviewStateRow | undefined;
  for (const log of logs) {
    const { card } = scheduler.next(toCard(before, log.reviewed_at), new Date(log.reviewed_at), log.rating);
    const after: ReviewStateRow = {
      user_id: userId,
      card_id: cardId,
      set_id: log.set_id,
      ...toColumns(card),
      last_log_id: log.id,
    };
    await setLogDerived(trx, log.id, {
      state_before: before?.state ?? 0,
      card_before: before ? JSON.stringify(before) : null,
      state_after: after.state,
      due_after: after.due,
      scheduled_days: after.scheduled_days,
    });
    before = after;
  }
  if (!before) throw new Error(`replayCard: card ${cardId} has no standing rating`);
  await upsertState(trx, before);
  return before;
}
