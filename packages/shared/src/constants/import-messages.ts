import { ImportLimits } from './import-limits.ts';
import { SetLimits } from './limits.ts';

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** What import and export tell the student (docs/product/import-export.md), worded once for page and API. */
export const ImportMessages = {
  chooseFile: 'Choose a file to import in the field "file" (CSV, TSV, text, .apkg or .colpkg)',
  tooLarge: `That file is too large to import: files may be up to ${mb(ImportLimits.fileMaxBytes)} MB. Export a smaller deck, or leave out its sounds and videos.`,
  emptyFile: 'That file is empty.',
  unknownFormat:
    'That file is not one we can import. Choose a CSV, TSV or text file, or an Anki package (.apkg or .colpkg).',
  notText: 'That file is not text we can read. Save it as UTF-8 text (CSV, TSV or .txt) and try again.',
  notZip: 'That file is not an Anki package: it could not be opened as one. Export the deck from Anki again.',
  tooManyEntries: `That package holds more than ${ImportLimits.zipEntriesMax.toLocaleString('en-US')} files, more than we import. Export a smaller deck.`,
  unpacksTooLarge: `That package unpacks to more than we import (${mb(ImportLimits.zipEntryMaxBytes)} MB a file, ${mb(ImportLimits.zipTotalMaxBytes)} MB in all). Export a smaller deck, or leave out its media.`,
  noCollection: 'That package holds no Anki collection. Export the deck from Anki again.',
  corruptCollection:
    'The Anki collection in that package is damaged and could not be read. Export the deck from Anki again.',
  damagedPackage: 'That package is damaged and could not be read. Export the deck from Anki again.',
  tooSlow: 'That file took too long to read. Try a smaller deck.',
  busy: 'Many imports are running right now. Please try again in a moment.',
  oneAtATime: 'Your previous import is still being read. Wait for it to finish, then try again.',
  noCards: 'No cards were found. Check the separators, or that the file has two columns.',
  tooManyCards: `That file holds more than ${ImportLimits.cardsMax.toLocaleString('en-US')} cards, more than one import may. Split it into smaller files.`,
  unknownDeck: (name: string) => `The package has no deck named "${name}".`,
  // Warnings: what the preview dropped or changed.
  deckTooLarge: (count: number) =>
    `This deck has ${count.toLocaleString('en-US')} cards; a set holds at most ${SetLimits.cardsMax}. ` +
    `Import it as ${Math.ceil(count / SetLimits.cardsMax)} numbered sets, one part at a time, or choose a smaller deck.`,
  linesNotSplit: (lines: number[]) =>
    `${lines.length === 1 ? 'Card' : 'Cards'} ${listed(lines)} had no separator between term and definition: the whole text became the term.`,
  emptySides: (cards: number[]) =>
    `${cards.length === 1 ? 'Card' : 'Cards'} ${listed(cards)} ${cards.length === 1 ? 'has' : 'have'} an empty side: fill it in before saving.`,
  textCut: (cards: number[]) =>
    `${cards.length === 1 ? 'Card' : 'Cards'} ${listed(cards)} had a side over ${SetLimits.cardTextMax.toLocaleString('en-US')} characters: it was cut short.`,
  soundsDropped: (count: number) =>
    `${count} ${count === 1 ? 'sound was' : 'sounds were'} left out: cards hold text and images only.`,
  imageMissing: (count: number) =>
    `${count} ${count === 1 ? 'image was' : 'images were'} not in the package and ${count === 1 ? 'was' : 'were'} left out.`,
  imageUnusable: (count: number) =>
    `${count} ${count === 1 ? 'image' : 'images'} could not be read or stored and ${count === 1 ? 'was' : 'were'} left out.`,
  extraImages: (count: number) =>
    `${count} ${count === 1 ? 'card had' : 'cards had'} more than one image on a side: only the first was kept.`,
  imagesOverLimit: `Only the first ${ImportLimits.imagesMax.toLocaleString('en-US')} images of a deck are imported; the others were left out.`,
  storageFull: 'Your image storage is full: images past it were left out.',
  extraFields: (noteType: string) =>
    `Notes of type "${noteType}" have more than two fields: their first two became question and answer.`,
  tagsDropped: 'Tags were left out: sets have none.',
  // Export
  exportFailed: 'That set could not be exported. Please try again.',
} as const;

function listed(numbers: number[]): string {
  const shown = numbers.slice(0, 5).join(', ');
  return numbers.length > 5 ? `${shown} and ${numbers.length - 5} more` : shown;
}
