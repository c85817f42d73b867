import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { fromFlag } from '../../db/flags.ts';
import type { DB, ReviewStateRow } from '../../db/types.ts';

/** The card a rating is for, with what decides whether the student may see it. */
export async function cardToRate(trx: Transaction<DB>, cardId: string) {
  const row = await trx
    .selectFrom('cards')
    .innerJoin('sets', 'sets.id', 'cards.set_id')
    .select(['cards.id', 'cards.set_id', 'sets.is_public', 'sets.owner_id'])
    .where('cards.id', '=', cardId)
    .executeTakeFirst();
  return row && { id: row.id, set_id: row.set_id, owner_id: row.owner_id, isPublic: fromFlag(row.is_public) };
}

/** The card's memory for the student, if they have rated it; locked until commit on PostgreSQL. */
export function stateRow(trx: Transaction<DB>, dialect: DialectName, userId: string, cardId: string) {
  const query = trx.selectFrom('review_states').selectAll().where('user_id', '=', userId).where('card_id', '=', cardId);
  // Another server process may rate the same card at once: PostgreSQL holds the row until commit.
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Writes the card's memory: inserted at its first rating, replaced at each later one. */
export async function upsertState(trx: Transaction<DB>, values: ReviewStateRow): Promise<void> {
  const { user_id: _u, card_id: _c, ...row } = values;
  await trx
    .insertInto('review_states')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'card_id']).doUpdateSet(row))
    .execute();
}

/** Puts back the card's memory as it was before an undone rating. */
export async function restoreState(
  trx: Transaction<DB>,
  userId: string,
  cardId: string,
  restore: Omit<ReviewStateRow, 'user_id' | 'card_id'>,
): Promise<void> {
  await trx
    .updateTable('review_states')
    .set(restore)
    .where('user_id', '=', userId)
    .where('card_id', '=', cardId)
    .execute();
}

/** Forgets the card's memory: undoing its only rating leaves it new. */
export async function deleteState(trx: Transaction<DB>, userId: string, cardId: string): Promise<void> {
  await trx.deleteFrom('review_states').where('user_id', '=', userId).where('card_id', '=', cardId).execute();
}
