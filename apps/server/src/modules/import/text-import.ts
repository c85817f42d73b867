import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { parse } from 'csv-parse/sync';
import { fieldToText } from './anki-html.ts';
import type { RawCard, RawDeck, ReadFile } from './imported-deck.ts';

/** Thrown for input that is not what we can import; its message is the student's. */
export class ImportInputError extends Error {}

const SEPARATOR_NAMES: Readonly<Record<string, string>> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  colon: ':',
};

/** Column headings that mark a first row as a header, not a card. */
const HEADINGS = new Set(['question', 'answer', 'front', 'back', 'term', 'definition', 'text', 'extra']);
const IMAGE_HEADINGS = new Set(['question image', 'answer image']);

interface AnkiHeaders {
  separator?: string;
  html: boolean;
  columns?: string[];
  deck?: string;
  /** 1-based columns that hold metadata, not fields */
  deckColumn?: number;
  metaColumns: Set<number>;
  tags: boolean;
}

/**
 * A CSV, TSV or text file, Anki's text export included: its `#key:value` header lines (separator,
 * html, columns, deck, notetype, tags and the `… column` ones) are read, quoted fields may hold
 * separators and line breaks, a byte order mark is ignored. The separator, when no header names it,
 * is the first of tab, semicolon and comma found in the first line. The first two field columns are
 * question and answer; a first row of headings ("Question,Answer", "Front,Back", "Term,Definition")
 * is skipped, and with ours (`Question image`, `Answer image`) the image columns are read too.
 */
export function readDelimited(content: string, fileName: string): ReadFile {
  const text = stripBom(content).replace(/\r\n?/g, '\n');
  const { headers, body } = readAnkiHeaders(text);
  const firstLine = body.split('\n', 1)[0] ?? '';
  const delimiter =
    headers.separator ??
    (firstLine.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',');
  let rows: string[][];
  try {
    const parsed: unknown = parse(body, {
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
      to: ImportLimits.cardsMax + 2,
    });
    rows = parsed as string[][];
  } catch (err) {
    throw new ImportInputError(`${ImportMessages.notText} (${err instanceof Error ? err.message.split('\n')[0] : ''})`);
  }
  if (rows.length > ImportLimits.cardsMax + 1) throw new ImportInputError(ImportMessages.tooManyCards);
  const fieldColumns = (row: string[]) => row.filter((_cell, i) => !headers.metaColumns.has(i + 1));
  let imageColumns: { question: number; answer: number } | null = null;
  const first = rows[0] ? fieldColumns(rows[0]).map((cell) => cell.trim().toLowerCase()) : [];
  if (first.length >= 2 && HEADINGS.has(first[0] ?? '') && HEADINGS.has(first[1] ?? '')) {
    if (first.some((heading) => IMAGE_HEADINGS.has(heading))) {
      imageColumns = { question: first.indexOf('question image'), answer: first.indexOf('answer image') };
    }
    rows = rows.slice(1);
  }
  const decks = new Map<string, RawDeck>();
  const fallbackDeck = headers.deck ?? '';
  const warnings: string[] = [];
  let sounds = 0;
  let htmlImages = 0;
  rows.forEach((row, index) => {
    const fields = fieldColumns(row);
    const deckName = headers.deckColumn ? (row[headers.deckColumn - 1] ?? '').trim() || fallbackDeck : fallbackDeck;
    const side = (value: string | undefined) => {
      if (!headers.html) return (value ?? '').trim();
      const field = fieldToText(value ?? '');
      sounds += field.sounds;
      htmlImages += field.images.length;
      return field.text;
    };
    const image = (column: number | undefined) => {
      const value = column === undefined || column < 0 ? '' : (fields[column] ?? '').trim();
      return value === '' ? [] : [value];
    };
    const card: RawCard = {
      question: side(fields[0]),
      answer: side(fields[1]),
      questionImages: image(imageColumns?.question),
      answerImages: image(imageColumns?.answer),
      source: index + 1,
    };
    if (card.question === '' && card.answer === '' && card.questionImages.length + card.answerImages.length === 0)
      return;
    const deck = decks.get(deckName) ?? { name: deckName, cards: [] };
    deck.cards.push(card);
    decks.set(deckName, deck);
  });
  if (sounds > 0) warnings.push(ImportMessages.soundsDropped(sounds));
  // A text export names its images but cannot carry them.
  if (htmlImages > 0) warnings.push(ImportMessages.imageMissing(htmlImages));
  if (headers.tags) warnings.push(ImportMessages.tagsDropped);
  const list = [...decks.values()];
  if (list.length === 1 && list[0] && list[0].name === '') list[0].name = titleFromFileName(fileName);
  return { decks: list.length > 0 ? list : [{ name: titleFromFileName(fileName), cards: [] }], warnings };
}

/** Anki's `#key:value` lines at the top of a text export. */
function readAnkiHeaders(text: string): { headers: AnkiHeaders; body: string } {
  const headers: AnkiHeaders = { html: false, metaColumns: new Set(), tags: false };
  let offset = 0;
  while (text.startsWith('#', offset)) {
    const end = text.indexOf('\n', offset);
    const raw = text.slice(offset, end < 0 ? text.length : end);
    const match = /^#([a-z ]+):(.*)$/i.exec(raw);
    if (!match) break;
    const key = (match[1] ?? '').trim().toLowerCase();
    const value = (match[2] ?? '').trim();
    const column = Number.parseInt(value, 10);
    if (key === 'separator')
      headers.separator = SEPARATOR_NAMES[value.toLowerCase()] ?? (value.slice(0, 1) || undefined);
    else if (key === 'html') headers.html = value.toLowerCase() === 'true';
    else if (key === 'deck') headers.deck = value;
    else if (key === 'tags') headers.tags = value !== '';
    else if (key === 'columns') headers.columns = value.split(headers.separator ?? '\t');
    else if (key.endsWith(' column') && column > 0) {
      headers.metaColumns.add(column);
      if (key === 'deck column') headers.deckColumn = column;
      if (key === 'tags column') headers.tags = true;
    }
    offset = end < 0 ? text.length : end + 1;
  }
  return { headers, body: text.slice(offset) };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** "Biology 101.csv" → "Biology 101". */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,8}$/i, '');
  return base.replace(/[_]+/g, ' ').trim();
}
