import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import type { ImportPreviewResponse } from '@coursecards/shared/schemas/import-export';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  anki21Package,
  ankiFixture,
  manyEntries,
  modernPackage,
  zipBomb,
  zstdHugeWindow,
  zstdRaw,
} from '../../../test/fixtures/anki/anki-builders.ts';
import { solidImage } from '../../../test/images.ts';
import { postFile } from '../../../test/uploads.ts';

/** Text as Quizlet's "Export" gives it: a tab between term and definition, a line break between cards. */
const QUIZLET_EXPORT =
  'mitochondria\tpowerhouse of the cell\nribosome\tmakes proteins\nosmosis\twater moving across a membrane\n';

interface Refusal {
  message?: string;
}

describe('POST /import/preview', () => {
  let t: TestApp;
  let student: SignedUp;
  // A temporary folder of this file's own, to see that reading packages writes nothing there.
  const tmp = mkdtempSync(join(tmpdir(), 'import-test-tmp-'));
  const givenTmp = process.env.TMPDIR;
  beforeAll(async () => {
    process.env.TMPDIR = tmp;
    t = await buildTestApp();
    student = await signUpThroughApi(t.app);
  });
  afterAll(async () => {
    await t.app.close();
    if (givenTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = givenTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  const paste = (payload: object, token: string | null = student.token) =>
    t.app.inject({ method: 'POST', url: '/api/import/preview', payload, headers: token ? bearer(token) : {} });
  const upload = (data: Uint8Array, fileName: string, query = '', token = student.token) =>
    postFile(t.app, `/api/import/preview${query}`, token, {
      field: 'file',
      filename: fileName,
      type: 'application/octet-stream',
      data,
    });
  const preview = async (data: Uint8Array, fileName: string, query = '') => {
    const res = await upload(data, fileName, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportPreviewResponse>();
  };
  const uploadRows = async () => (await t.db.selectFrom('uploads').select('key').execute()).length;
  const storedFiles = () => {
    const dir = join(t.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  describe('paste', () => {
    it('reads Quizlet’s export text into cards, with no problems to report', async () => {
      const res = await paste({ text: QUIZLET_EXPORT, termSeparator: '\t', cardSeparator: '\n' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        title: 'Imported cards',
        decks: [{ name: 'Imported cards', cardCount: 3 }],
        cards: [
          { question: 'mitochondria', answer: 'powerhouse of the cell', questionImage: null, answerImage: null },
          { question: 'ribosome', answer: 'makes proteins', questionImage: null, answerImage: null },
          { question: 'osmosis', answer: 'water moving across a membrane', questionImage: null, answerImage: null },
        ],
        warnings: [],
      });
    });

    it('splits on custom separators and reports cards without one and empty sides', async () => {
      const res = await paste({ text: 'a - 1;; b - 2;;just a term;;c - ', termSeparator: ' - ', cardSeparator: ';;' });
      const body = res.json<ImportPreviewResponse>();
      expect(body.cards.map((c) => [c.question, c.answer])).toEqual([
        ['a', '1'],
        ['b', '2'],
        ['just a term', ''],
        ['c', ''],
      ]);
      expect(body.warnings).toEqual([ImportMessages.linesNotSplit([3]), ImportMessages.emptySides([3, 4])]);
    });

    it('refuses text with no cards, and anyone signed out', async () => {
      expect((await paste({ text: '  \n ', termSeparator: '\t', cardSeparator: '\n' })).statusCode).toBe(422);
      expect((await paste({ text: QUIZLET_EXPORT }, null)).statusCode).toBe(401);
    });
  });

  describe('CSV and TSV files', () => {
    it('reads Anki’s text export headers: separator, html, deck column, tags', async () => {
      const file = [
        '#separator:Semicolon',
        '#html:true',
        '#tags column:4',
        '#deck column:3',
        'H<sub>2</sub>O;water<br>(liquid);Chemistry;tag1',
        '"a; b";"first line<div>second &amp; last</div>";Chemistry;',
        'Bonjour;Hello;French;',
      ].join('\n');
      const body = await preview(Buffer.from(file), 'export.txt');
      expect(body.decks).toEqual([
        { name: 'Chemistry', cardCount: 2 },
        { name: 'French', cardCount: 1 },
      ]);
      expect(body.title).toBe('Chemistry');
      expect(body.cards.map((c) => [c.question, c.answer])).toEqual([
        ['H2O', 'water\n(liquid)'],
        ['a; b', 'first line\nsecond & last'],
      ]);
      expect(body.warnings).toContain(ImportMessages.tagsDropped);
      const french = await preview(Buffer.from(file), 'export.txt', '?deck=French');
      expect(french.cards.map((c) => c.question)).toEqual(['Bonjour']);
    });

    it('reads a CSV with a BOM, a heading row and quoted fields holding commas, quotes and line breaks', async () => {
      const csv = '\ufeffTerm,Definition\r\n"x, y","say ""hi""\r\nthen go"\r\nplain,text\r\n';
      const body = await preview(Buffer.from(csv), 'My deck.csv');
      expect(body.title).toBe('My deck');
      expect(body.cards.map((c) => [c.question, c.answer])).toEqual([
        ['x, y', 'say "hi"\nthen go'],
        ['plain', 'text'],
      ]);
    });

    it('guesses a tab separator for a TSV, and refuses a binary file', async () => {
      const body = await preview(Buffer.from('one\tuno\ntwo\tdos\n'), 'spanish.tsv');
      expect(body.cards).toHaveLength(2);
      const res = await upload(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'cards.csv');
      expect(res.statusCode).toBe(422);
      expect(res.json<Refusal>().message).toBe(ImportMessages.notText);
    });
  });

  describe('Anki packages', () => {
    it('lists the decks of a package made by Anki and reads Basic notes by their first two fields', async () => {
      const body = await preview(ankiFixture('templates.apkg'), 'templates.apkg');
      expect(body.decks.map((d) => d.name)).toContain('1-TEMPLATES::NormalClozes');
      expect(body.title).toBe('1-TEMPLATES – Anatomy');
      expect(body.cards[1]).toEqual({
        question: 'Deltoid',
        answer: 'Scapula (spine, acromion)\nClavicle (lateral 1/3)',
        questionImage: null,
        answerImage: null,
      });
      expect(body.warnings).toContain(ImportMessages.extraFields('Muscle'));
    });

    it('makes a card of each cloze deletion', async () => {
      const body = await preview(ankiFixture('templates.apkg'), 'templates.apkg', '?deck=1-TEMPLATES::NormalClozes');
      const sentence = body.cards.find((c) => c.answer === 'I am a long sentence with multiple sections clozed!');
      expect(sentence?.question).toBe('I am a [...] sentence with multiple sections clozed!');
      expect(body.cards.every((c) => !c.question.includes('{{c'))).toBe(true);
    });

    it('reads collection.anki21 before the stub collection.anki2 beside it', async () => {
      const body = await preview(anki21Package(), 'deck.apkg');
      expect(body.decks.map((d) => d.name)).toContain('1-TEMPLATES::Anatomy');
    });

    it('drops sounds with a warning (a package made by Anki with only a sound refuses as empty)', async () => {
      const res = await upload(ankiFixture('media.apkg'), 'media.apkg');
      expect(res.statusCode).toBe(422);
      expect(res.json<Refusal>().message).toBe(ImportMessages.noCards);
    });

    it('reads the newest format (anki21b, zstd): Basic, reversed and cloze notes, images stored, sounds dropped', async () => {
      const png = await solidImage('png', 40, 30);
      const apkg = modernPackage(
        [
          {
            deck: 'Bio::Cells',
            type: 'basic',
            fields: ['<b>Cell</b> <img src="cell.png">', 'Unit of life [sound:cell.mp3]'],
          },
          { deck: 'Bio::Cells', type: 'reversed', fields: ['x²', '∫₀¹ x dx'] },
          { deck: 'Bio::Cells', type: 'cloze', fields: ['{{c1::ATP}} stores {{c2::energy::what?}}', 'extra'] },
          { deck: 'Other', type: 'basic', fields: ['q', '<img src="missing.png">'] },
        ],
        { 'cell.png': png },
      );
      const before = await uploadRows();
      const body = await preview(apkg, 'bio.apkg');
      expect(body.decks).toEqual([
        { name: 'Bio::Cells', cardCount: 5 },
        { name: 'Other', cardCount: 1 },
      ]);
      expect(body.title).toBe('Bio – Cells');
      expect(body.cards.map((c) => [c.question, c.answer])).toEqual([
        ['Cell', 'Unit of life'],
        ['x²', '∫₀¹ x dx'],
        ['∫₀¹ x dx', 'x²'],
        ['[...] stores energy', 'ATP stores energy\nextra'],
        ['ATP stores [what?]', 'ATP stores energy\nextra'],
      ]);
      expect(body.cards[0]?.questionImage).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
      expect(body.warnings).toContain(ImportMessages.soundsDropped(1));
      expect(await uploadRows()).toBe(before + 1);
      const served = await t.app.inject({ url: body.cards[0]?.questionImage ?? '' });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);

      const other = await preview(apkg, 'bio.apkg', '?deck=Other');
      expect(other.cards[0]?.answerImage).toBeNull();
      expect(other.warnings).toContain(ImportMessages.imageMissing(1));
    });

    it('refuses an unknown deck', async () => {
      const res = await upload(ankiFixture('update1.apkg'), 'u.apkg', '?deck=Nope');
      expect(res.statusCode).toBe(422);
      expect(res.json<Refusal>().message).toBe(ImportMessages.unknownDeck('Nope'));
    });
  });

  describe('hostile and broken files', () => {
    const refused = async (data: Uint8Array, fileName: string, message: string, status = 422) => {
      const before = await uploadRows();
      const files = storedFiles();
      const temporary = readdirSync(tmp, { recursive: true }).sort();
      const res = await upload(data, fileName);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<Refusal>().message).toBe(message);
      expect(await uploadRows()).toBe(before);
      // Packages are read in memory: nothing is written to the temporary folder or the data folder.
      expect(readdirSync(tmp, { recursive: true }).sort()).toEqual(temporary);
      expect(storedFiles()).toBe(files);
    };

    it('refuses a file named .apkg that is not a zip', () =>
      refused(Buffer.from('just some text, really'), 'deck.apkg', ImportMessages.notZip));

    it('refuses a package without a collection', () =>
      refused(zipSync({ 'notes.txt': new Uint8Array([1, 2, 3]) }), 'deck.apkg', ImportMessages.noCollection));

    it('refuses a damaged collection', () =>
      refused(
        zipSync({ 'collection.anki2': new Uint8Array(8192).fill(7) }),
        'deck.apkg',
        ImportMessages.corruptCollection,
      ));

    it('refuses a collection that is SQLite with other tables', async () => {
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(':memory:');
      db.exec('CREATE TABLE something (x)');
      const bytes = db.serialize();
      db.close();
      await refused(
        zipSync({ 'collection.anki2': new Uint8Array(bytes) }),
        'deck.apkg',
        ImportMessages.corruptCollection,
      );
    });

    it('refuses a package with too many entries', () =>
      refused(manyEntries(ImportLimits.zipEntriesMax + 1), 'deck.apkg', ImportMessages.tooManyEntries));

    it('stops unpacking a zip bomb that lies about its size', async () =>
      refused(await zipBomb('collection.anki2', 300), 'bomb.apkg', ImportMessages.unpacksTooLarge));

    it('refuses a zstd collection whose frame claims a huge window before decoding it', () =>
      refused(zipSync({ 'collection.anki21b': zstdHugeWindow(31) }), 'deck.apkg', ImportMessages.unpacksTooLarge));

    it('refuses a damaged zstd collection', () =>
      refused(
        zipSync({ 'collection.anki21b': zstdRaw(new Uint8Array(100)).subarray(0, 50) }),
        'deck.apkg',
        ImportMessages.damagedPackage,
      ));

    it('refuses a file over the size limit with a clear message', async () => {
      const res = await upload(Buffer.alloc(ImportLimits.fileMaxBytes + 1024), 'huge.apkg');
      expect(res.statusCode).toBe(413);
      expect(res.json<Refusal>().message).toBe(ImportMessages.tooLarge);
    });
  });
});
