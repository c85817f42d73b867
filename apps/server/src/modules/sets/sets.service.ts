import type { FlashcardSet, FlashcardSetSummary, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { DEFAULT_SET_LANGUAGE } from '@coursecards/shared/domain/set-languages';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB, NewCardRow, UserRow } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { cleanCards, imageKeysOf, keptCards, type ClassCodeLists, type CleanCard } from './set-content.ts';
import { toFlashcardSet, toSetSummary } from './set-dto.ts';
import { assertSelf, NOT_YOUR_SET, owned, viewable } from './set-policy.ts';
import {
  cardsOfSet,
  deleteOwnedSet,
  existingUploadKeys,
  findSetWithOwner,
  forgetRemovedCards,
  insertSetWithCards,
  isPublicSet,
  listCreatedSets,
  markUploadsInUse,
  replaceCards,
  updateSetRow,
} from './sets.repository.ts';

export interface SetsDeps {
  db: Kysely<DB>;
  clock: Clock;
  classCodes: ClassCodeLists;
  /** a set was written or deleted: cached listings are out of date */
  catalogueChanged: () => void;
}

type SaveSetInput = z.output<typeof SaveSetRequest>;

export const SAVED_COPY_READ_ONLY = 'A saved copy cannot be edited; open the original to study it';

const SAVE_AS_YOURSELF = 'You can only save sets as yourself';

const IMAGE_NOT_UPLOADED = 'An image of this set was not uploaded here';

/**
 * Inside the transaction that writes the cards: the set's images are in use again, and none of them
 * is being deleted meanwhile by the collector of unused images (which then has claimed it for good).
 */
async function takeUpImages(trx: Transaction<DB>, keys: string[]): Promise<void> {
  if ((await markUploadsInUse(trx, keys)) < keys.length) throw badRequest(IMAGE_NOT_UPLOADED);
}

async function validContent(deps: SetsDeps, user: UserRow, input: SaveSetInput) {
  const classCode = deps.classCodes.canonical(input.classCode, user.university);
  const cards = cleanCards(input.flashcards);
  const keys = imageKeysOf(cards);
  const existing = await existingUploadKeys(deps.db, keys);
  if (keys.some((k) => !existing.has(k))) throw badRequest(IMAGE_NOT_UPLOADED);
  return { classCode, cards, keys };
}

function cardRows(
  setId: string,
  cards: CleanCard[],
  keepIds: Set<string>,
  givenIds: (string | undefined)[],
): NewCardRow[] {
  return cards.map((card, position) => {
    const given = givenIds[position];
    return {
      id: given && keepIds.has(given) ? given : newId(),
      set_id: setId,
      position,
      question: card.question,
      answer: card.answer,
      question_image: card.questionImage,
      answer_image: card.answerImage,
    };
  });
}

/** Ids the client sent for the cards that were kept, in the kept order. */
function keptIds(input: SaveSetInput): (string | undefined)[] {
  return keptCards(input.flashcards).map((c) => c.id);
}

export async function createSet(deps: SetsDeps, user: UserRow, input: SaveSetInput): Promise<FlashcardSet> {
  assertSelf(input.userId, user.id, SAVE_AS_YOURSELF);
  const { classCode, cards, keys } = await validContent(deps, user, input);
  const now = deps.clock.now();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    await insertSetWithCards(
      trx,
      {
        id,
        owner_id: user.id,
        title: input.title,
        class_code: classCode,
        class_code_key: classCodeKey(classCode),
        description: input.description,
        language: input.language ?? DEFAULT_SET_LANGUAGE,
        isPublic: input.isPublic,
        university: user.university,
        isDerived: false,
        original_set_id: null,
        original_creator_id: null,
        original_creator_username: null,
        likes_count: 0,
        card_count: cards.length,
        created_at: now,
        updated_at: now,
      },
      cardRows(id, cards, new Set(), []),
    );
    await takeUpImages(trx, keys);
  });
  deps.catalogueChanged();
  return getSet(deps, user, id);
}

/** Updates the owner's set in place: same id, same creation time, likes kept, cards in the new order. */
export async function updateSet(deps: SetsDeps, user: UserRow, id: string, input: SaveSetInput): Promise<FlashcardSet> {
  assertSelf(input.userId, user.id, SAVE_AS_YOURSELF);
  const set = owned(await findSetWithOwner(deps.db, id), user.id);
  if (set.isDerived) throw forbidden(SAVED_COPY_READ_ONLY);
  const { classCode, cards, keys } = await validContent(deps, user, input);
  const current = new Set((await cardsOfSet(deps.db, id)).map((c) => c.id));
  await deps.db.transaction().execute(async (trx) => {
    await updateSetRow(trx, id, {
      title: input.title,
      class_code: classCode,
      class_code_key: classCodeKey(classCode),
      description: input.description,
      // An update that names no language keeps the set's own.
      ...(input.language ? { language: input.language } : {}),
      isPublic: input.isPublic,
      card_count: cards.length,
      updated_at: deps.clock.now(),
    });
    await replaceCards(trx, id, cardRows(id, cards, current, keptIds(input)));
    await takeUpImages(trx, keys);
  });
  deps.catalogueChanged();
  return getSet(deps, user, id);
}

/** Deletes the owner's set with its cards and likes (saved copies of it stay, as their owners' own). */
export async function deleteSet(deps: SetsDeps, user: UserRow, id: string, userId: string | undefined): Promise<void> {
  assertSelf(userId, user.id, NOT_YOUR_SET);
  owned(await findSetWithOwner(deps.db, id), user.id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteOwnedSet(trx, id, user.id);
    await forgetRemovedCards(trx, id);
  });
  deps.catalogueChanged();
}

export async function getSet(deps: SetsDeps, viewer: UserRow, id: string): Promise<FlashcardSet> {
  const set = viewable(await findSetWithOwner(deps.db, id), viewer.id);
  // A saved copy names its original only while that is public: a hidden original is nothing to it.
  const hidden = set.original_set_id !== null && !(await isPublicSet(deps.db, set.original_set_id));
  return toFlashcardSet(hidden ? { ...set, original_set_id: null } : set, await cardsOfSet(deps.db, id));
}

/** Your own created sets (public and private), or someone else's public ones. Never saved copies. */
export async function listUserSets(deps: SetsDeps, viewer: UserRow, uid: string): Promise<FlashcardSetSummary[]> {
  const rows = await listCreatedSets(deps.db, uid, uid !== viewer.id);
  return rows.map(toSetSummary);
}
