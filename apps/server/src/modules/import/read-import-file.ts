import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { readAnkiPackage } from './anki-package.ts';
import { looksLikeZip } from './bounded-zip.ts';
import type { RawDeck, ReadFile } from './imported-deck.ts';
import type { ReadAnswer, ReadRequest } from './import-worker-protocol.ts';
import { ImportInputError, readDelimited } from './text-import.ts';

/**
 * What the import reader does with one file (in a worker thread: import-worker.ts): an Anki package
 * by its content (a zip), anything else as UTF-8 delimited text; then the chosen deck's images are
 * taken from the package.
 */
export function readImportFile({ data, fileName, deck }: ReadRequest): ReadAnswer {
  if (data.length === 0) throw new ImportInputError(ImportMessages.emptyFile);
  if (looksLikeZip(data)) return fromPackage(data, deck);
  if (/\.(apkg|colpkg)$/i.test(fileName)) throw new ImportInputError(ImportMessages.notZip);
  return withDeck(readDelimited(decodeText(data), fileName), deck, {}, 0, false);
}

function fromPackage(data: Uint8Array, deckName: string | undefined): ReadAnswer {
  const content = readAnkiPackage(data);
  const chosen = pickDeck(content.decks, deckName);
  const media: Record<string, Uint8Array> = {};
  let missing = 0;
  let overLimit = false;
  for (const card of chosen?.cards ?? []) {
    for (const name of [card.questionImages[0], card.answerImages[0]]) {
      if (name === undefined || name in media) continue;
      if (Object.keys(media).length >= ImportLimits.imagesMax) {
        overLimit = true;
        continue;
      }
      const bytes = content.media(name);
      if (bytes) media[name] = bytes;
      else missing++;
    }
  }
  return withDeck(content, deckName, media, missing, overLimit);
}

function withDeck(
  file: ReadFile,
  deckName: string | undefined,
  media: Record<string, Uint8Array>,
  missingMedia: number,
  imagesOverLimit: boolean,
): ReadAnswer {
  const deck = pickDeck(file.decks, deckName) ?? { name: file.decks[0]?.name ?? '', cards: [] };
  return {
    kind: 'read',
    decks: file.decks.map((d) => ({ name: d.name, cardCount: d.cards.length })),
    deck,
    warnings: file.warnings,
    media,
    missingMedia,
    imagesOverLimit,
  };
}

function pickDeck(decks: RawDeck[], name: string | undefined): RawDeck | undefined {
  if (name === undefined || name === '') return decks[0];
  const found = decks.find((deck) => deck.name === name);
  if (!found) throw new ImportInputError(ImportMessages.unknownDeck(name));
  return found;
}

/** UTF-8 text, or a refusal: a binary file (NUL bytes) or bytes that are not UTF-8. */
function decodeText(data: Uint8Array): string {
  if (data.subarray(0, 8192).includes(0)) throw new ImportInputError(ImportMessages.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new ImportInputError(ImportMessages.notText);
  }
}
