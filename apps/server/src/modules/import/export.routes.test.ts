import type { ImportPreviewResponse } from '@coursecards/shared/schemas/import-export';
import type { FlashcardSet, SaveSetRequest, UploadImageResponse } from '@coursecards/shared/schemas/sets';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { postFile, postImage } from '../../../test/uploads.ts';

/** Text a card may hold that formats mangle: equations as the editor stores them, quotes, separators, lines. */
const CARDS = [
  { question: 'Area of a circle', answer: 'A = πr²  (two spaces kept)' },
  { question: '∫₀¹ x² dx = ?', answer: '1/3 — see √(x+1), ℝ, x̂, aᵢⱼ' },
  { question: 'Say "hi", then; go', answer: 'first line\nsecond line\twith a tab & <b>not bold</b>' },
];

/** Reads an .apkg with Python's zipfile and sqlite3: a reader that shares no code with ours. */
const PYTHON_READER = `
import json, sqlite3, sys, zipfile, tempfile, os
z = zipfile.ZipFile(sys.argv[1])
tmp = tempfile.mkdtemp()
z.extract('collection.anki2', tmp)
db = sqlite3.connect(os.path.join(tmp, 'collection.anki2'))
ver, models, decks = db.execute('select ver, models, decks from col').fetchone()
notes = [r[0].split('\\x1f') for r in db.execute('select flds from notes order by id')]
cards = db.execute('select count(*) from cards').fetchone()[0]
media = json.loads(z.read('media'))
sizes = {name: len(z.read(entry)) for entry, name in media.items()}
db.close()
os.remove(os.path.join(tmp, 'collection.anki2')); os.rmdir(tmp)
print(json.dumps({'ver': ver, 'models': [m['name'] for m in json.loads(models).values()],
  'decks': {d['name']: d['desc'] for d in json.loads(decks).values()}, 'notes': notes, 'cards': cards, 'media': sizes}))
`;

describe('GET /sets/:id/export', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let set: FlashcardSet;
  let png: Buffer;
  let work: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpThroughApi(t.app);
    other = await signUpThroughApi(t.app);
    work = mkdtempSync(join(tmpdir(), 'export-test-'));
    png = await sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 200, g: 10, b: 90 } } })
      .png()
      .toBuffer();
    const image = (await postImage(t.app, owner.token, png)).json<UploadImageResponse>().imageUrl;
    set = await save(owner, {
      title: 'Calculus: week 1 / "limits"',
      flashcards: [...CARDS, { question: 'What is shown?', answer: '', answerImage: image }].map((card, i) =>
        i === 3 ? { ...card, answer: 'a magenta rectangle' } : card,
      ),
    });
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.app.close();
  });

  async function save(who: SignedUp, overrides: Partial<SaveSetRequest>): Promise<FlashcardSet> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sets/create',
      payload: { title: 'x', classCode: 'cse 101', isPublic: true, flashcards: CARDS, ...overrides },
      headers: bearer(who.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<FlashcardSet>();
  }
  const exported = (id: string, format: string, token: string | null = owner.token) =>
    t.app.inject({ url: `/api/sets/${id}/export?format=${format}`, headers: token ? bearer(token) : {} });
  const importFile = async (data: Buffer, fileName: string) => {
    const res = await postFile(t.app, '/api/import/preview', owner.token, {
      field: 'file',
      filename: fileName,
      type: 'application/octet-stream',
      data,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportPreviewResponse>();
  };

  it('exports CSV: UTF-8 with a header row, RFC 4180 quoting and CRLF', async () => {
    const res = await exported(set.id, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Calculus week 1 limits.csv"; filename*=UTF-8''Calculus%20week%201%20limits.csv`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffQuestion,Answer,Question image,Answer image');
    expect(lines[1]).toBe('Area of a circle,A = πr²  (two spaces kept),,');
    expect(lines[3]).toBe('"Say ""hi"", then; go","first line\nsecond line\twith a tab & <b>not bold</b>",,');
    expect(lines[4]).toMatch(/^What is shown\?,a magenta rectangle,,http:\/\/localhost:\d+\/uploads\/[a-z0-9]+\.png$/);
  });

  it('exports Quizlet-style text: a tab between sides, a line break between cards', async () => {
    const res = await exported(set.id, 'text');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Calculus week 1 limits.txt"');
    expect(res.body.split('\n')[2]).toBe('Say "hi", then; go\tfirst line second line with a tab & <b>not bold</b>');
  });

  it('exports an Anki package that an independent reader (Python’s zipfile and sqlite3) opens', async () => {
    const res = await exported(set.id, 'apkg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apkg');
    expect(res.headers['content-disposition']).toContain('filename="Calculus week 1 limits.apkg"');
    const file = join(work, 'set.apkg');
    writeFileSync(file, res.rawPayload);
    const read = JSON.parse(execFileSync('python3', ['-c', PYTHON_READER, file], { encoding: 'utf8' })) as {
      ver: number;
      models: string[];
      decks: Record<string, string>;
      notes: string[][];
      cards: number;
      media: Record<string, number>;
    };
    expect(read.ver).toBe(11);
    expect(read.models).toEqual(['CourseCards Basic']);
    expect(Object.keys(read.decks)).toContain('Calculus: week 1 / "limits"');
    expect(read.cards).toBe(4);
    expect(read.notes[0]).toEqual(['Area of a circle', 'A = πr² &nbsp;(two spaces kept)']);
    expect(read.notes[2]).toEqual([
      'Say &quot;hi&quot;, then; go',
      'first line<br>second line&#9;with a tab &amp; &lt;b&gt;not bold&lt;/b&gt;',
    ]);
    const key = set.flashcards[3]?.answerImage?.slice('/uploads/'.length) ?? '';
    expect(read.notes[3]).toEqual(['What is shown?', `a magenta rectangle<br><img src="${key}">`]);
    expect(read.media).toEqual({ [key]: expect.any(Number) as number });
  });

  it('round-trips through an Anki package without losing text, equations or images', async () => {
    const res = await exported(set.id, 'apkg');
    const back = await importFile(res.rawPayload, 'set.apkg');
    expect(back.title).toBe('Calculus: week 1 / "limits"');
    expect(back.cards.map((c) => [c.question, c.answer])).toEqual(set.flashcards.map((c) => [c.question, c.answer]));
    const image = back.cards[3]?.answerImage ?? '';
    expect(image).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
    const served = await t.app.inject({ url: image });
    const pixels = async (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(png))).toBe(true);
  });

  it('round-trips through CSV, images included', async () => {
    const res = await exported(set.id, 'csv');
    const back = await importFile(res.rawPayload, 'set.csv');
    expect(back.cards).toEqual(
      set.flashcards.map(({ question, answer, questionImage, answerImage }) => ({
        question,
        answer,
        questionImage,
        answerImage,
      })),
    );
  });

  it('credits the author in the deck description when someone else exports a public set', async () => {
    const res = await exported(set.id, 'apkg', other.token);
    expect(res.statusCode).toBe(200);
    const file = join(work, 'other.apkg');
    writeFileSync(file, res.rawPayload);
    const read = JSON.parse(execFileSync('python3', ['-c', PYTHON_READER, file], { encoding: 'utf8' })) as {
      decks: Record<string, string>;
    };
    expect(read.decks['Calculus: week 1 / "limits"']).toBe(`Made by ${owner.username} on CourseCards.`);
  });

  it('is not found for a private set of someone else, refuses the signed out and unknown formats', async () => {
    const hidden = await save(owner, { title: 'Private', isPublic: false });
    expect((await exported(hidden.id, 'csv', other.token)).statusCode).toBe(404);
    expect((await exported(hidden.id, 'csv')).statusCode).toBe(200);
    expect((await exported('nope', 'csv')).statusCode).toBe(404);
    expect((await exported(set.id, 'csv', null)).statusCode).toBe(401);
    expect((await exported(set.id, 'pdf')).statusCode).toBe(400);
  });
});
