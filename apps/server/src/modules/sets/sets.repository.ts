import type { Kysely, Transaction } from 'kysely';
import type { Updateable } from 'kysely';
import { fromFlag, toFlag } from '../../db/flags.ts';
import type { CardRow, DB, NewCardRow, NewSetRow, SetRow, SetsTable } from '../../db/types.ts';

type Executor = Kysely<DB> | Transaction<DB>;

type FlagColumns = 'is_public' | 'is_derived';

/**
 * A set as repositories hand it on: its row with the 0/1 flags read as booleans. The flags change
 * name too, so a service that still compared a raw `is_public` would not compile.
 */
export type SetRecord = Omit<SetRow, FlagColumns> & { isPublic: boolean; isDerived: boolean };

/** A new set as services describe it: booleans, written as 0/1 here. */
export type NewSetRecord = Omit<NewSetRow, FlagColumns> & { isPublic: boolean; isDerived: boolean };

/** A set's changes as services describe them. */
export type SetUpdate = Omit<Updateable<SetsTable>, FlagColumns> & { isPublic?: boolean };

/** Any row read from `sets` (whole or in part) with its flags as booleans. */
export function withSetFlags<R extends Partial<Pick<SetRow, FlagColumns>>>(
  row: R,
): Omit<R, FlagColumns> &
  (R extends Pick<SetRow, 'is_public'> ? { isPublic: boolean } : unknown) &
  (R extends Pick<SetRow, 'is_derived'> ? { isDerived: boolean } : unknown) {
  const { is_public, is_derived, ...rest } = row;
  return {
    ...rest,
    ...(is_public === undefined ? {} : { isPublic: fromFlag(is_public) }),
    ...(is_derived === undefined ? {} : { isDerived: fromFlag(is_derived) }),
  } as never;
}

function toSetRow({ isPublic, isDerived, ...rest }: NewSetRecord): NewSetRow {
  return { ...rest, is_public: toFlag(isPublic), is_derived: toFlag(isDerived) };
}

/** A set row with its owner's current username, as every set answer shows it. */
export type SetWithOwner = SetRecord & { owner_username: string | null };

function selectSetsWithOwner(db: Executor) {
  return db
    .selectFrom('sets')
    .innerJoin('users', 'users.id', 'sets.owner_id')
    .selectAll('sets')
    .select('users.username as owner_username');
}

export async function findSet(db: Executor, id: string): Promise<SetRecord | undefined> {
  const row = await db.selectFrom('sets').selectAll().where('id', '=', id).executeTakeFirst();
  return row && withSetFlags(row);
}

export async function findSetWithOwner(db: Executor, id: string): Promise<SetWithOwner | undefined> {
  const row = await selectSetsWithOwner(db).where('sets.id', '=', id).executeTakeFirst();
  return row && withSetFlags(row);
}

export async function isPublicSet(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sets')
    .select('id')
    .where('id', '=', id)
    .where('is_public', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's own (non-derived) sets, newest first; `publicOnly` for someone else's view. */
export async function listCreatedSets(db: Executor, ownerId: string, publicOnly: boolean): Promise<SetWithOwner[]> {
  let query = selectSetsWithOwner(db).where('sets.owner_id', '=', ownerId).where('sets.is_derived', '=', 0);
  if (publicOnly) query = query.where('sets.is_public', '=', 1);
  const rows = await query.orderBy('sets.created_at', 'desc').orderBy('sets.id').execute();
  return rows.map(withSetFlags);
}

export async function updateSetRow(trx: Executor, id: string, { isPublic, ...changes }: SetUpdate): Promise<void> {
  const flags = isPublic === undefined ? {} : { is_public: toFlag(isPublic) };
  await trx
    .updateTable('sets')
    .set({ ...changes, ...flags })
    .where('id', '=', id)
    .execute();
}

export async function deleteOwnedSet(trx: Executor, id: string, ownerId: string): Promise<void> {
  await trx.deleteFrom('sets').where('id', '=', id).where('owner_id', '=', ownerId).execute();
}

export function cardsOfSet(db: Executor, setId: string): Promise<CardRow[]> {
  return db.selectFrom('cards').selectAll().where('set_id', '=', setId).orderBy('position').execute();
}

export async function insertSetWithCards(trx: Transaction<DB>, set: NewSetRecord, cards: NewCardRow[]): Promise<void> {
  await trx.insertInto('sets').values(toSetRow(set)).execute();
  if (cards.length) await trx.insertInto('cards').values(cards).execute();
}

/** Replaces a set's cards wholesale: positions follow the new order. */
export async function replaceCards(trx: Transaction<DB>, setId: string, cards: NewCardRow[]): Promise<void> {
  await trx.deleteFrom('cards').where('set_id', '=', setId).execute();
  if (cards.length) await trx.insertInto('cards').values(cards).execute();
  await forgetRemovedCards(trx, setId);
}

/**
 * Students' memory of cards no longer in the set goes with them (their review logs stay): a set's
 * cards a student has not rated are its card count less their memory states (ADR 0017).
 */
export async function forgetRemovedCards(trx: Executor, setId: string): Promise<void> {
  await trx
    .deleteFrom('review_states')
    .where('set_id', '=', setId)
    .where('card_id', 'not in', (eb) => eb.selectFrom('cards').select('id').where('set_id', '=', setId))
    .execute();
}

/** Which of these upload keys exist. */
export async function existingUploadKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('key')
    .where('key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.key));
}

/**
 * The uploads a set's cards now show are in use again (their unused time, if any, ends), unless
 * the collector of unused images has already claimed them. Returns how many were taken up.
 */
export async function markUploadsInUse(trx: Transaction<DB>, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const taken = await trx
    .updateTable('uploads')
    .set({ unused_since: null })
    .where('key', 'in', [...keys])
    .where('collecting_since', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows);
}
