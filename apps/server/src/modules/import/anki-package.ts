import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import Database from 'better-sqlite3';
import { clozeNumbers, clozeSides, fieldToText } from './anki-html.ts';
import { BoundedZip, looksLikeZip, unzstd } from './bounded-zip.ts';
import type { RawCard, RawDeck } from './imported-deck.ts';
import { ImportInputError } from './text-import.ts';

export interface PackageContent {
  /** every deck that holds cards, with its cards */
  decks: RawDeck[];
  warnings: string[];
  /** reads a media file the package holds by its name (null when absent) */
  media: (name: string) => Uint8Array | null;
}

interface NoteType {
  name: string;
  cloze: boolean;
  fieldCount: number;
}

/** The collection files of the three formats, newest first: a new package also holds an old stub. */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;

/**
 * An Anki package (.apkg, or a whole collection .colpkg) read from memory: the zip within bounds
 * (bounded-zip.ts), the SQLite collection opened in memory from its bytes (nothing is written to
 * disk), each card turned into a question and an answer by its note type: Basic and its kin by
 * their first two fields (a second template reversed), Cloze one card per deletion.
 */
export function readAnkiPackage(data: Uint8Array): PackageContent {
  if (!looksLikeZip(data)) throw new ImportInputError(ImportMessages.notZip);
  const zip = new BoundedZip(data, {
    entries: ImportLimits.zipEntriesMax,
    entryBytes: ImportLimits.zipEntryMaxBytes,
    totalBytes: ImportLimits.zipTotalMaxBytes,
  });
  const collectionName = COLLECTIONS.find((name) => zip.has(name));
  if (!collectionName) throw new ImportInputError(ImportMessages.noCollection);
  const bytes = collectionName === 'collection.anki21b' ? zip.readZstd(collectionName) : zip.read(collectionName);
  const zstdMedia = collectionName === 'collection.anki21b';
  const mediaNames = zip.has('media') ? readMediaMap(zip.read('media'), zstdMedia) : new Map<string, string>();

  let db: Database.Database;
  try {
    db = new Database(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ImportInputError(ImportMessages.corruptCollection);
  }
  try {
    const { decks, warnings } = readCollection(db);
    return {
      decks,
      warnings,
      media: (name) => {
        const entry = mediaNames.get(name) ?? mediaNames.get(safeDecode(name));
        if (entry === undefined || !zip.has(entry)) return null;
        return zstdMedia ? zip.readZstd(entry) : zip.read(entry);
      },
    };
  } catch (err) {
    if (err instanceof ImportInputError) throw err;
    throw new ImportInputError(ImportMessages.corruptCollection);
  } finally {
    db.close();
  }
}

function readCollection(db: Database.Database): { decks: RawDeck[]; warnings: string[] } {
  const newSchema = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'notetypes'").get();
  const noteTypes = newSchema ? noteTypesOf(db) : legacyNoteTypes(db);
  const deckNames = newSchema ? decksOf(db) : legacyDecks(db);
  const decks = new Map<string, RawDeck>();
  const warnings = new Set<string>();
  let sounds = 0;
  const side = (html: string, images: string[]) => {
    const field = fieldToText(html);
    sounds += field.sounds;
    images.push(...field.images);
    return field.text;
  };
  const rows = db
    .prepare(
      'SELECT c.nid AS nid, c.did AS did, c.ord AS ord, n.mid AS mid, n.flds AS flds FROM cards c JOIN notes n ON n.id = c.nid ORDER BY n.id, c.ord LIMIT ?',
    )
    .iterate(ImportLimits.cardsMax + 1) as Iterable<{
    nid: number;
    did: number;
    ord: number;
    mid: number;
    flds: string;
  }>;
  let count = 0;
  let noteNumber = 0;
  let lastNote = -1;
  for (const row of rows) {
    if (++count > ImportLimits.cardsMax) throw new ImportInputError(ImportMessages.tooManyCards);
    if (row.nid !== lastNote) noteNumber++;
    const firstOfNote = row.nid !== lastNote;
    lastNote = row.nid;
    const type = noteTypes.get(String(row.mid)) ?? { name: '', cloze: false, fieldCount: 2 };
    const fields = String(row.flds).split('\x1f');
    let question: string;
    let answer: string;
    if (type.cloze) {
      // The standard Cloze type has Text then Back Extra; others name their cloze field anywhere.
      const n = row.ord + 1;
      const at = fields.findIndex((field) => clozeNumbers(field).includes(n));
      if (at < 0) continue;
      const sides = clozeSides(fields[at] ?? '', n);
      const extra = at === 0 ? (fields[1] ?? '') : '';
      question = sides.question;
      answer = extra.trim() === '' ? sides.answer : `${sides.answer}<br>${extra}`;
    } else if (row.ord === 0 || (row.ord === 1 && fields.length === 2)) {
      // Basic, typed answer and the like: front and back; "and reversed": its second card the other way.
      const reversed = row.ord === 1;
      question = fields[reversed ? 1 : 0] ?? '';
      answer = fields[reversed ? 0 : 1] ?? '';
      if (fields.length > 2 && firstOfNote) warnings.add(ImportMessages.extraFields(type.name));
    } else {
      // A note type of three or more fields: one card per note, by its first two fields.
      continue;
    }
    const questionImages: string[] = [];
    const answerImages: string[] = [];
    const card: RawCard = {
      question: side(question, questionImages),
      answer: side(answer, answerImages),
      questionImages,
      answerImages,
      source: noteNumber,
    };
    // A note of sounds only leaves nothing to study.
    if (card.question === '' && card.answer === '' && questionImages.length + answerImages.length === 0) continue;
    const deckName = deckNames.get(String(row.did)) ?? 'Default';
    const deck = decks.get(deckName) ?? { name: deckName, cards: [] };
    deck.cards.push(card);
    decks.set(deckName, deck);
  }
  const list = [...decks.values()].filter((deck) => deck.cards.length > 0);
  list.sort((a, b) => a.name.localeCompare(b.name));
  const all = [...warnings];
  if (sounds > 0) all.unshift(ImportMessages.soundsDropped(sounds));
  return { decks: list, warnings: all };
}

/** Note types of the collection formats before 2.1.28 (JSON in the `col` row). */
function legacyNoteTypes(db: Database.Database): Map<string, NoteType> {
  const row = db.prepare('SELECT models FROM col LIMIT 1').get() as { models?: string } | undefined;
  const models = JSON.parse(row?.models ?? '{}') as Record<string, { name?: string; type?: number; flds?: unknown[] }>;
  return new Map(
    Object.entries(models).map(([id, model]) => [
      id,
      { name: String(model.name ?? ''), cloze: model.type === 1, fieldCount: model.flds?.length ?? 2 },
    ]),
  );
}

function legacyDecks(db: Database.Database): Map<string, string> {
  const row = db.prepare('SELECT decks FROM col LIMIT 1').get() as { decks?: string } | undefined;
  const decks = JSON.parse(row?.decks ?? '{}') as Record<string, { name?: string }>;
  return new Map(Object.entries(decks).map(([id, deck]) => [id, String(deck.name ?? 'Default')]));
}

/**
 * Note types of the newer schema (`notetypes` table). Whether a type is Cloze is the first field of
 * its protobuf config (`kind`, 1 for cloze), absent when 0.
 */
function noteTypesOf(db: Database.Database): Map<string, NoteType> {
  const fieldCounts = new Map(
    (db.prepare('SELECT ntid, count(*) AS n FROM fields GROUP BY ntid').all() as { ntid: number; n: number }[]).map(
      (r) => [String(r.ntid), r.n],
    ),
  );
  const types = db.prepare('SELECT id, name, config FROM notetypes').all() as {
    id: number;
    name: string;
    config: Uint8Array | null;
  }[];
  return new Map(
    types.map((type) => {
      const config = type.config ?? new Uint8Array(0);
      const cloze = config[0] === 0x08 && config[1] === 1;
      return [String(type.id), { name: String(type.name), cloze, fieldCount: fieldCounts.get(String(type.id)) ?? 2 }];
    }),
  );
}

/** Deck names of the newer schema: levels separated by \x1f, shown by Anki as "::". */
function decksOf(db: Database.Database): Map<string, string> {
  const rows = db.prepare('SELECT id, name FROM decks').all() as { id: number; name: string }[];
  return new Map(rows.map((row) => [String(row.id), String(row.name).split('\x1f').join('::')]));
}

/**
 * The package's media index: which zip entry holds which file. Older packages: JSON
 * `{"0": "name.jpg"}`. Newer ones: zstd-compressed protobuf (MediaEntries: repeated entry 1 with
 * name 1, size 2, sha1 3 and legacy_zip_filename 255), where entry i is zip entry "i".
 */
function readMediaMap(data: Uint8Array, newFormat: boolean): Map<string, string> {
  const names = new Map<string, string>();
  if (data[0] === 0x7b) {
    try {
      const json = JSON.parse(new TextDecoder().decode(data)) as Record<string, unknown>;
      for (const [entry, name] of Object.entries(json)) if (typeof name === 'string') names.set(name, entry);
    } catch {
      throw new ImportInputError(ImportMessages.damagedPackage);
    }
    return names;
  }
  if (!newFormat && data.length === 0) return names;
  const bytes = unzstd(data, ImportLimits.zipEntryMaxBytes);
  let index = 0;
  for (const entry of protobufFields(bytes)) {
    if (entry.field !== 1 || !(entry.value instanceof Uint8Array)) continue;
    let name = '';
    let legacy: number | null = null;
    for (const inner of protobufFields(entry.value)) {
      if (inner.field === 1 && inner.value instanceof Uint8Array) name = new TextDecoder().decode(inner.value);
      if (inner.field === 255 && typeof inner.value === 'number') legacy = inner.value;
    }
    names.set(name, String(legacy ?? index));
    index++;
  }
  return names;
}

/** The top-level fields of a protobuf message: varints as numbers, length-delimited as bytes. */
function* protobufFields(data: Uint8Array): Generator<{ field: number; value: number | Uint8Array }> {
  let at = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (at >= data.length || shift > 49) throw new ImportInputError(ImportMessages.damagedPackage);
      const byte = data[at++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return result;
      shift += 7;
    }
  };
  while (at < data.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) yield { field, value: varint() };
    else if (wire === 2) {
      const length = varint();
      if (at + length > data.length) throw new ImportInputError(ImportMessages.damagedPackage);
      yield { field, value: data.subarray(at, at + length) };
      at += length;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else throw new ImportInputError(ImportMessages.damagedPackage);
  }
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
