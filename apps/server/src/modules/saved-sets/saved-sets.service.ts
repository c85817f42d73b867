import type { SaveSetResponse, SavedStatusResponse } from '@coursecards/shared/schemas/discovery';
import type { FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  cardsOfSet,
  findSetWithOwner,
  insertSetWithCards,
  SET_NOT_FOUND,
  toSetSummary,
  viewable,
} from '../sets/index.ts';
import { deleteCopyByEitherId, findCopyByEitherId, findCopyOf, listSavedSetRows } from './saved-sets.repository.ts';

export const CANNOT_SAVE_OWN = 'You cannot save your own set';

/**
 * Saving makes a private copy owned by the saver (product decisions): the set and its cards, marked as
 * derived from the original and its creator. Saving again finds the copy instead of making another;
 * the unique (owner, original) index settles two saves racing.
 */
export async function saveSet(db: Kysely<DB>, clock: Clock, user: UserRow, setId: string): Promise<SaveSetResponse> {
  const original = viewable(await findSetWithOwner(db, setId), user.id);
  if (original.owner_id === user.id) throw badRequest(CANNOT_SAVE_OWN);

  const existing = await findCopyOf(db, user.id, original.id);
  if (existing) return { savedSetId: existing.id, alreadySaved: true };

  const id = newId();
  const now = clock.now();
  try {
    await db.transaction().execute(async (trx) => {
      // The cards as they are now, and their number: the owner may have edited the set since it was read.
      const cards = await cardsOfSet(trx, original.id);
      await insertSetWithCards(
        trx,
        {
          id,
          owner_id: user.id,
          title: original.title,
          class_code: original.class_code,
          class_code_key: original.class_code_key,
          description: original.description,
          language: original.language,
          isPublic: false,
          university: original.university,
          isDerived: true,
          original_set_id: original.id,
          original_creator_id: original.owner_id,
          original_creator_username: original.owner_username,
          likes_count: 0,
          card_count: cards.length,
          created_at: now,
          updated_at: now,
        },
        cards.map((c) => ({ ...c, id: newId(), set_id: id })),
      );
    });
  } catch (err) {
    // The original (or its owner) was deleted between reading it and copying it.
    if (isForeignKeyViolation(err)) throw notFound(SET_NOT_FOUND);
    if (!isUniqueViolation(err)) throw err;
    const winner = await findCopyOf(db, user.id, original.id);
    if (!winner) throw err;
    return { savedSetId: winner.id, alreadySaved: true };
  }
  return { savedSetId: id, alreadySaved: false };
}

/** Removes the user's copy, named by its own id or by the original's; nothing saved is not an error. */
export async function unsaveSet(db: Kysely<DB>, user: UserRow, setId: string): Promise<void> {
  await deleteCopyByEitherId(db, user.id, setId);
}

export async function savedStatus(db: Kysely<DB>, user: UserRow, setId: string): Promise<SavedStatusResponse> {
  const copy = await findCopyByEitherId(db, user.id, setId);
  return { isSaved: copy !== undefined, savedSetId: copy?.id ?? null };
}

/**
 * The user's saved copies, newest saved first. Likes are the original's (a like on a copy counts
 * there) while it is public; a copy whose original was deleted or went private keeps its own count
 * and names no original.
 */
export async function listSavedSets(db: Kysely<DB>, user: UserRow): Promise<FlashcardSetSummary[]> {
  const rows = await listSavedSetRows(db, user.id);
  return rows.map(({ original_likes, public_original, ...row }) => ({
    ...toSetSummary({ ...row, original_set_id: public_original }),
    likes: original_likes ?? row.likes_count,
  }));
}
