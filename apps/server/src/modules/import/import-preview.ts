import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { SetLimits } from '@coursecards/shared/constants/limits';
import type { ImportedCard, ImportPreviewResponse } from '@coursecards/shared/schemas/import-export';
import { UPLOAD_URL_PATTERN } from '@coursecards/shared/schemas/sets';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  existingUploadKeys,
  processImage,
  RefusedImageError,
  UnusableImageError,
  type ImageStore,
  StorageFullError,
  storeUpload,
} from '../uploads/index.ts';
import type { RawCard } from './imported-deck.ts';
import type { ReadAnswer } from './import-worker-protocol.ts';

export interface PreviewDeps {
  db: Kysely<DB>;
  clock: Clock;
  store: ImageStore;
}

/** Images re-encoded at once (sharp works on libuv's threads, off the event loop). */
const IMAGE_CONCURRENCY = 2;

/**
 * A read file as the preview the creator opens: the chosen deck's cards within the set's limits
 * (text cut to SetLimits.cardTextMax), its images decoded, re-encoded and stored as the student's
 * uploads through the same pipeline as an upload (unused ones are collected after a grace period),
 * and a warning for everything dropped or still to fix.
 */
export async function previewOfFile(
  deps: PreviewDeps,
  ownerId: string,
  read: ReadAnswer,
): Promise<ImportPreviewResponse> {
  const warnings = [...read.warnings];
  const stored = await storeImages(deps, ownerId, read.media, warnings);
  if (read.missingMedia > 0) warnings.push(ImportMessages.imageMissing(read.missingMedia));
  if (read.imagesOverLimit) warnings.push(ImportMessages.imagesOverLimit);
  const uploaded = await existingUploads(deps.db, read.deck.cards);
  const image = (names: string[]) => {
    const name = names[0];
    if (name === undefined) return null;
    return stored.get(name) ?? uploaded.get(name) ?? null;
  };
  let extraImages = 0;
  const cards = read.deck.cards.map((card): ImportedCard => {
    if (card.questionImages.length > 1 || card.answerImages.length > 1) extraImages++;
    return {
      question: card.question,
      answer: card.answer,
      questionImage: image(card.questionImages),
      answerImage: image(card.answerImages),
    };
  });
  if (extraImages > 0) warnings.push(ImportMessages.extraImages(extraImages));
  return finish(titleOfDeck(read.deck.name), read.decks, cards, warnings);
}

/** A paste (already read: paste-import.ts) as a preview. */
export function previewOfPaste(
  cards: { question: string; answer: string }[],
  warnings: string[],
): ImportPreviewResponse {
  const imported = cards.map((card) => ({ ...card, questionImage: null, answerImage: null }));
  // readPaste already reported empty sides, long sides and a deck too large.
  return {
    ...finish('Imported cards', [{ name: 'Imported cards', cardCount: cards.length }], imported, []),
    warnings,
  };
}

function finish(
  title: string,
  decks: { name: string; cardCount: number }[],
  cards: ImportedCard[],
  warnings: string[],
): ImportPreviewResponse {
  const cut: number[] = [];
  const clamped = cards.map((card, i) => {
    if (card.question.length <= SetLimits.cardTextMax && card.answer.length <= SetLimits.cardTextMax) return card;
    cut.push(i + 1);
    return {
      ...card,
      question: card.question.slice(0, SetLimits.cardTextMax),
      answer: card.answer.slice(0, SetLimits.cardTextMax),
    };
  });
  if (cut.length > 0) warnings.push(ImportMessages.textCut(cut));
  const empty = clamped.flatMap((card, i) =>
    (card.question === '' && !card.questionImage) || (card.answer === '' && !card.answerImage) ? [i + 1] : [],
  );
  if (empty.length > 0) warnings.push(ImportMessages.emptySides(empty));
  if (clamped.length > SetLimits.cardsMax) warnings.push(ImportMessages.deckTooLarge(clamped.length));
  return { title: title.slice(0, SetLimits.titleMax), decks, cards: clamped, warnings };
}

/** "Languages::Spanish::Verbs" → "Languages – Spanish – Verbs"; an unnamed deck → "Imported cards". */
export function titleOfDeck(name: string): string {
  const title = name
    .split('::')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' – ');
  return title === '' ? 'Imported cards' : title;
}

async function storeImages(
  deps: PreviewDeps,
  ownerId: string,
  media: Record<string, Uint8Array>,
  warnings: string[],
): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  const names = Object.keys(media);
  let unusable = 0;
  let full = false;
  let next = 0;
  const work = async () => {
    while (next < names.length && !full) {
      const name = names[next++] as string;
      const bytes = media[name] as Uint8Array;
      try {
        const image = await processImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'fast');
        stored.set(name, await storeUpload(deps, ownerId, image));
      } catch (err) {
        if (err instanceof StorageFullError) full = true;
        else if (err instanceof UnusableImageError || err instanceof RefusedImageError) unusable++;
        else throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, work));
  if (unusable > 0) warnings.push(ImportMessages.imageUnusable(unusable));
  if (full) warnings.push(ImportMessages.storageFull);
  return stored;
}

/** Image addresses in a CSV (ours: `/uploads/{key}`, or the full URL) that name uploads that exist. */
async function existingUploads(db: Kysely<DB>, cards: RawCard[]): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  for (const card of cards) {
    for (const ref of [card.questionImages[0], card.answerImages[0]]) {
      if (ref === undefined) continue;
      const path = ref.replace(/^https?:\/\/[^/]+/i, '');
      if (UPLOAD_URL_PATTERN.test(path)) wanted.set(ref, path);
    }
  }
  if (wanted.size === 0) return new Map();
  const keys = [...new Set([...wanted.values()].map((path) => path.slice('/uploads/'.length)))];
  const found = await existingUploadKeys(db, keys);
  return new Map([...wanted].filter(([, path]) => found.has(path.slice('/uploads/'.length))));
}
