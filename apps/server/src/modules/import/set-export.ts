import type { ExportFormat } from '@coursecards/shared/schemas/import-export';
import type { FlashcardSet } from '@coursecards/shared/schemas/sets';
import type { ImageStore } from '../uploads/index.ts';
import { buildAnkiPackage, type ExportCard } from './anki-export.ts';

export interface ExportedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * CSV: UTF-8 with a byte order mark (so spreadsheet programs read it as UTF-8), a header row,
 * CRLF between records (RFC 4180). Images as their full addresses, which an import here reads back.
 */
export function setAsCsv(set: FlashcardSet, publicUrl: string): string {
  const url = (image: string | null) => (image === null ? '' : `${publicUrl.replace(/\/$/, '')}${image}`);
  const rows = [
    ['Question', 'Answer', 'Question image', 'Answer image'],
    ...set.flashcards.map((card) => [card.question, card.answer, url(card.questionImage), url(card.answerImage)]),
  ];
  return `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * Quizlet's import text: a tab between term and definition, a line break between cards. Tabs and
 * line breaks inside a side would split it, so they become spaces (CSV and Anki keep them).
 */
export function setAsText(set: FlashcardSet): string {
  const flat = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return set.flashcards.map((card) => `${flat(card.question)}\t${flat(card.answer)}`).join('\n') + '\n';
}

/** The deck description: the set's own, and whose set it is when the exporter is not its author. */
export function deckDescription(set: FlashcardSet, viewerId: string): string {
  const author =
    set.isDerived && set.originalCreatorUsername
      ? set.originalCreatorUsername
      : set.userId !== viewerId
        ? (set.username ?? 'another student')
        : null;
  const credit = author === null ? '' : `Made by ${author} on CourseCards.`;
  return [set.description, credit].filter(Boolean).join('\n\n');
}

export async function setAsAnkiPackage(
  set: FlashcardSet,
  viewerId: string,
  store: ImageStore,
  now: number,
): Promise<Uint8Array> {
  const media = new Map<string, Uint8Array>();
  const mediaName = async (image: string | null) => {
    if (image === null) return null;
    const key = image.slice('/uploads/'.length);
    if (media.has(key)) return key;
    const stored = await store.open(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    media.set(key, Buffer.concat(chunks));
    return key;
  };
  const cards: ExportCard[] = [];
  for (const card of set.flashcards) {
    cards.push({
      question: card.question,
      answer: card.answer,
      questionImage: await mediaName(card.questionImage),
      answerImage: await mediaName(card.answerImage),
    });
  }
  return buildAnkiPackage({ deckName: set.title, description: deckDescription(set, viewerId), cards, media, now });
}

/** "Cell biology: week 1" → "Cell biology week 1"; never empty. */
export function fileNameOf(title: string, format: ExportFormat): string {
  const base =
    title
      .normalize('NFC')
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'flashcards';
  return `${base}.${format === 'text' ? 'txt' : format}`;
}

/** A Content-Disposition header naming the file, with an ASCII fallback (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function exportSet(
  set: FlashcardSet,
  format: ExportFormat,
  deps: { viewerId: string; store: ImageStore; publicUrl: string; now: number },
): Promise<ExportedFile> {
  const fileName = fileNameOf(set.title, format);
  if (format === 'csv') {
    return { body: Buffer.from(setAsCsv(set, deps.publicUrl)), contentType: 'text/csv; charset=utf-8', fileName };
  }
  if (format === 'text') {
    return { body: Buffer.from(setAsText(set)), contentType: 'text/plain; charset=utf-8', fileName };
  }
  const apkg = await setAsAnkiPackage(set, deps.viewerId, deps.store, deps.now);
  return {
    body: Buffer.from(apkg.buffer, apkg.byteOffset, apkg.byteLength),
    contentType: 'application/x-apkg',
    fileName,
  };
}
