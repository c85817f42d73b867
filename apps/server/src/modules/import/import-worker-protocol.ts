import type { RawDeck } from './imported-deck.ts';

/** A file for the import reader: an Anki package or delimited text, and the deck wanted. */
export interface ReadRequest {
  data: Uint8Array;
  fileName: string;
  /** the deck whose cards are wanted; the first otherwise */
  deck?: string;
}

export interface ReadAnswer {
  kind: 'read';
  decks: { name: string; cardCount: number }[];
  /** the chosen deck, with its cards (images still named, not stored) */
  deck: RawDeck;
  warnings: string[];
  /** the image files of the chosen deck's cards the package holds, by name */
  media: Record<string, Uint8Array>;
  /** image names the cards use that the package lacks */
  missingMedia: number;
  /** images beyond ImportLimits.imagesMax left out */
  imagesOverLimit: boolean;
}

/** Why the file was refused (the student's message), or the reader's own failure. */
export interface ReadRefusal {
  kind: 'refused';
  message: string;
}

export interface ReadFailure {
  kind: 'failed';
  detail: string;
}

export type ReaderMessage = ReadAnswer | ReadRefusal | ReadFailure;
