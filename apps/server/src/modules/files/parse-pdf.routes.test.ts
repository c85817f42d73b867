import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { boundaryOf, brokenForms, multipartFile, postFile, postRawForm } from '../../../test/uploads.ts';
import { LECTURE_NOTES_TEXT, operatorBombPdf, slowPdf } from '../../../test/fixtures/pdf/pdf-builders.ts';
import { errorFor, isPdf } from './parse-pdf.routes.ts';
import { PdfReadError, type PdfReadFailure } from './pdf-reader-options.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../test/fixtures/pdf', name));

interface Answer {
  text?: string;
  pageCount?: number;
  message?: string;
  code?: string;
}

describe('POST /api/files/parse-pdf', { timeout: 60_000 }, () => {
  const t = suiteApp();
  const user = suiteAccount(t);

  interface ParseOptions {
    field?: string;
    filename?: string;
    type?: string;
    /** null: signed out */
    token?: string | null;
  }
  const parse = (
    data: Uint8Array,
    { field = 'pdfFile', filename = 'notes.pdf', type = 'application/pdf', token = user.token }: ParseOptions = {},
  ) => postFile(t.app, '/api/files/parse-pdf', token, { field, filename, type, data });

  it('returns the text of multi-page lecture notes in reading order, with paragraphs, and the page count', async () => {
    const res = await parse(fixture('lecture-notes.pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>()).toEqual({ text: LECTURE_NOTES_TEXT, pageCount: 3 });
    // Headings and paragraphs apart, the split word whole, headers, footers and page numbers gone.
    const text = res.json<Answer>().text ?? '';
    expect(text).toContain('Phospholipid Bilayer\n\nEach phospholipid');
    expect(text).toContain('the mitochondria of the cell');
    expect(text).not.toMatch(/Page \d of 3|BIO 101/);
  });

  it('reads a PDF that carries JavaScript without running it', async () => {
    const res = await parse(fixture('with-javascript.pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>()).toEqual({
      text: 'Photosynthesis\n\nPhotosynthesis turns light energy into chemical energy stored in glucose. It takes place in the chloroplasts of plant cells.',
      pageCount: 1,
    });
  });

  it.each([
    [
      'a password-protected PDF',
      'password-protected.pdf',
      400,
      'This PDF is password-protected. Remove the password and try again.',
    ],
    ['a truncated PDF', 'truncated.pdf', 400, 'This PDF file is damaged and could not be read.'],
    ['a PNG named .pdf', 'not-a-pdf.pdf', 400, 'Only PDF files are supported'],
    [
      'a scan without a text layer',
      'scanned.pdf',
      422,
      'This PDF has no selectable text (it may be scanned). Paste your notes instead.',
    ],
  ])('refuses %s with a clear message', async (_name, file, status, message) => {
    const res = await parse(fixture(file));
    expect(res.statusCode).toBe(status);
    expect(res.json<Answer>()).toMatchObject({ message, code: 'validation_error' });
  });

  it('decides by content, not by name or type: a PDF named .txt is read, HTML named .pdf is not', async () => {
    const named = await parse(fixture('lecture-notes.pdf'), { filename: 'notes.txt', type: 'text/plain' });
    expect(named.json<Answer>().pageCount).toBe(3);
    const html = await parse(Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json<Answer>().message).toBe('Only PDF files are supported');
  });

  it('refuses a file over 30 MB with the spec’s message', async () => {
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(31 * 1024 * 1024, 0x20)]);
    const res = await parse(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json<Answer>()).toEqual({ message: 'File size exceeds the 30MB limit', code: 'payload_too_large' });
  });

  it('asks for a file when none is sent in pdfFile', async () => {
    const cases = [
      await parse(fixture('lecture-notes.pdf'), { field: 'file' }),
      await parse(Buffer.alloc(0)),
      await t.app.inject({
        method: 'POST',
        url: '/api/files/parse-pdf',
        headers: bearer(user.token),
        payload: { pdfFile: 'notes.pdf' },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer>()).toEqual({ message: 'Please choose a PDF file', code: 'validation_error' });
    }
  });

  it('answers a malformed form with 400, never a 500: cut short, unclosed, no boundary, too many fields', async () => {
    const whole = multipartFile('pdfFile', 'notes.pdf', 'application/pdf', fixture('lecture-notes.pdf'));
    const fields = Array.from(
      { length: 7 },
      (_, i) => `--${boundaryOf(whole)}\r\nContent-Disposition: form-data; name="note${i}"\r\n\r\nx\r\n`,
    ).join('');
    const cases = [
      ...brokenForms(whole, 150),
      { payload: Buffer.concat([Buffer.from(fields), whole.payload]), contentType: whole.headers['content-type'] },
    ];
    for (const form of cases) {
      const res = await postRawForm(t.app, '/api/files/parse-pdf', user.token, form);
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer>()).toEqual({ message: 'Please choose a PDF file', code: 'validation_error' });
    }
  });

  it('is for signed-in users only', async () => {
    const res = await parse(fixture('lecture-notes.pdf'), { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json<Answer>().code).toBe('unauthenticated');
  });

  it('refuses a PDF whose content stream is all operators and no text as too complex', async () => {
    // 20 MB of `q Q` in a 20 KB file: 10.5 million operators, past the reader's budget of 4 million.
    const res = await parse(operatorBombPdf(20));
    expect(res.statusCode).toBe(422);
    expect(res.json<Answer>()).toEqual({ message: 'This PDF is too complex to read.', code: 'validation_error' });
  });

  it('keeps the API answering while a slow PDF is read', async () => {
    let parsed = false;
    // 16 pages of 220,000 operators each: within the reader's budget of 4 million, but slow.
    const slow = parse(slowPdf(16, 20_000)).then((res) => {
      parsed = true;
      return res;
    });
    let answeredDuringParse = 0;
    while (!parsed) {
      // Requests arrive as I/O does: let the event loop turn between them.
      await sleep(5);
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!parsed) answeredDuringParse++;
    }
    const res = await slow;
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().pageCount).toBe(16);
    expect(answeredDuringParse).toBeGreaterThan(0);
  });

  it('reads one PDF per student at a time: a second one at once is turned away, then read', async () => {
    const first = parse(slowPdf(8, 20_000));
    // Let the first upload reach the reader before the second arrives.
    await sleep(50);
    const second = await parse(fixture('lecture-notes.pdf'));
    expect(second.statusCode).toBe(429);
    expect(second.json<Answer>()).toEqual({
      message: 'Your other PDF is still being read. Please wait for it to finish.',
      code: 'rate_limited',
    });
    expect(second.headers['retry-after']).toBe('5');
    expect((await first).statusCode).toBe(200);
    expect((await parse(fixture('lecture-notes.pdf'))).statusCode).toBe(200);
  });

  it('reads several students’ PDFs at once, or says the reader is busy', async () => {
    // Each takes a good part of a second, so 24 sent together outnumber the readers (2) and the queue (16).
    const pdf = slowPdf(8, 20_000);
    const students = await Promise.all(Array.from({ length: 24 }, () => signUpThroughApi(t.app)));
    const answers = await Promise.all(students.map((student) => parse(pdf, { token: student.token })));
    const read = answers.filter((res) => res.statusCode === 200);
    const busy = answers.filter((res) => res.statusCode !== 200);
    expect(read.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const res of read) expect(res.json<Answer>().pageCount).toBe(8);
    for (const res of busy) {
      expect(res.statusCode).toBe(503);
      expect(res.json<Answer>()).toEqual({
        message: 'The PDF reader is busy. Please try again in a moment.',
        code: 'unavailable',
      });
      expect(res.headers['retry-after']).toBe('5');
    }
    // With the queue drained, the next one is read.
    expect((await parse(fixture('lecture-notes.pdf'))).json<Answer>()).toEqual({
      text: LECTURE_NOTES_TEXT,
      pageCount: 3,
    });
  });
});

describe('POST /api/files/parse-pdf limits per user', { timeout: 60_000 }, () => {
  it('turns a user away after 60 PDFs in an hour', async () => {
    const t = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const { token } = await signUpThroughApi(t.app);
      const send = () =>
        postFile(t.app, '/api/files/parse-pdf', token, {
          field: 'pdfFile',
          filename: 'x.pdf',
          type: 'application/pdf',
          data: Buffer.from('not a pdf'),
        });
      for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await t.app.close();
    }
  });
});

describe('isPdf', () => {
  it('looks for %PDF- in the first 1024 bytes', () => {
    expect(isPdf(Buffer.from('%PDF-1.4\n'))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.alloc(1000, 0x20), Buffer.from('%PDF-1.4')]))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.alloc(1024, 0x20), Buffer.from('%PDF-1.4')]))).toBe(false);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(new Uint8Array(0))).toBe(false);
  });
});

describe('errorFor', () => {
  it.each<[PdfReadFailure, number, string]>([
    ['password', 400, 'This PDF is password-protected. Remove the password and try again.'],
    ['damaged', 400, 'This PDF file is damaged and could not be read.'],
    ['timeout', 422, 'This PDF took too long to read.'],
    ['too-complex', 422, 'This PDF is too complex to read.'],
    ['busy', 503, 'The PDF reader is busy. Please try again in a moment.'],
    ['crashed', 500, 'Failed to parse PDF file'],
  ])('answers a %s failure with %i', (failure, status, message) => {
    const error = errorFor(new PdfReadError(failure, 'detail for the log'));
    expect([error.statusCode, error.message]).toEqual([status, message]);
  });
});
