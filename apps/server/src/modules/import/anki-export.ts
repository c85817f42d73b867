import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { zipSync, type Zippable } from 'fflate';
import { textToField } from './anki-html.ts';
import { dollarsToAnkiMath } from './anki-math.ts';

export interface ExportCard {
  question: string;
  answer: string;
  /** media file names inside the package, or null */
  questionImage: string | null;
  answerImage: string | null;
}

export interface AnkiDeckExport {
  deckName: string;
  description: string;
  cards: ExportCard[];
  /** the media files the cards name, by name */
  media: Map<string, Uint8Array>;
  /** seconds since the epoch, for the collection's times */
  now: number;
}

/** Anki's collection of schema 11 (the format every Anki version since 2.1 imports). */
const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const CSS = '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }';

/**
 * A set as an Anki package (.apkg): one Basic note (Front, Back) per card in a deck named after the
 * set, its images as the package's media (named in the fields with `<img>`), text escaped with line
 * breaks as `<br>`. The collection is built in memory and serialised; nothing touches the disk.
 */
export function buildAnkiPackage({ deckName, description, cards, media, now }: AnkiDeckExport): Uint8Array {
  const db = new Database(':memory:');
  try {
    db.exec(SCHEMA);
    const ms = now * 1000;
    const deckId = ms;
    const modelId = ms + 1;
    const model = {
      id: modelId,
      name: 'CourseCards Basic',
      type: 0,
      mod: now,
      usn: -1,
      sortf: 0,
      did: deckId,
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      flds: ['Front', 'Back'].map((name, ord) => ({
        name,
        ord,
        sticky: false,
        rtl: false,
        font: 'Arial',
        size: 20,
        media: [],
      })),
      css: CSS,
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      latexsvg: false,
      tags: [],
      vers: [],
      req: [[0, 'any', [0]]],
    };
    const deck = (id: number, name: string, desc: string) => ({
      id,
      name,
      desc,
      mod: now,
      usn: -1,
      collapsed: false,
      browserCollapsed: false,
      newToday: [0, 0],
      revToday: [0, 0],
      lrnToday: [0, 0],
      timeToday: [0, 0],
      conf: 1,
      dyn: 0,
      extendNew: 10,
      extendRev: 50,
    });
    const decks = { '1': deck(1, 'Default', ''), [deckId]: deck(deckId, deckName, description) };
    const dconf = {
      '1': {
        id: 1,
        name: 'Default',
        mod: 0,
        usn: 0,
        maxTaken: 60,
        autoplay: true,
        timer: 0,
        replayq: true,
        dyn: false,
        new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
        lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
        rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
      },
    };
    const conf = {
      activeDecks: [1],
      curDeck: 1,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: modelId,
      nextPos: cards.length + 1,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
    };
    db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
      now,
      ms,
      ms,
      JSON.stringify(conf),
      JSON.stringify({ [modelId]: model }),
      JSON.stringify(decks),
      JSON.stringify(dconf),
      '{}',
    );
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    db.transaction(() => {
      cards.forEach((card, i) => {
        const front = sideField(card.question, card.questionImage);
        const back = sideField(card.answer, card.answerImage);
        const noteId = ms + 10 + i;
        insertNote.run(noteId, guid(), modelId, now, `${front}\x1f${back}`, card.question, checksum(card.question));
        insertCard.run(noteId, noteId, deckId, now, i + 1);
      });
    })();
    const collection = db.serialize();
    const mediaIndex: Record<string, string> = {};
    const files: Zippable = { 'collection.anki2': new Uint8Array(collection) };
    [...media.entries()].forEach(([name, bytes], i) => {
      mediaIndex[String(i)] = name;
      // Images are compressed already: stored as they are.
      files[String(i)] = [bytes, { level: 0 }];
    });
    files.media = new TextEncoder().encode(JSON.stringify(mediaIndex));
    return zipSync(files, { level: 6, mtime: new Date(ms) });
  } finally {
    db.close();
  }
}

/** A side as a field: its text (math as `\(…\)`, escaped, line breaks as <br>), then its image. */
function sideField(text: string, image: string | null): string {
  const field = textToField(dollarsToAnkiMath(text));
  if (image === null) return field;
  const img = `<img src="${textToField(image)}">`;
  return field === '' ? img : `${field}<br>${img}`;
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the first field's text. */
function checksum(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/** A note's globally unique id: random, so each export adds new notes in Anki. */
function guid(): string {
  return randomBytes(8).toString('base64url');
}
