import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { truncatedPdf } from '../../apps/server/test/fixtures/pdf/pdf-builders.ts';
import { refused, readText, storedImage, type Expectation } from './expectations.ts';
import { animatedGif } from './gif.ts';
import * as img from './image-payloads.ts';
import { fileUpload, multipart, type Part, type RequestBody } from './multipart.ts';
import * as pdf from './pdf-payloads.ts';

export type Endpoint = 'image' | 'pdf' | 'import';

export const ENDPOINT_PATHS: Record<Endpoint, string> = {
  image: '/api/uploads/image',
  pdf: '/api/files/parse-pdf',
  import: '/api/import/preview',
};

export interface Attack {
  name: string;
  endpoint: Endpoint;
  /** made before the attack begins, so making it never holds up the health prober */
  request: RequestBody;
  /** the file's bytes (empty for shapes without one) */
  sent: Buffer;
  expect: Expectation;
  /** a document that keeps a PDF reader busy for many seconds: these run together, last */
  slow?: boolean;
}

// The user-facing strings, from the spec (docs/product/sets-and-study.md §5, the AI overlay's PDF messages).
const IMAGE_TYPE = 'Please select an image file (JPEG, PNG, etc.)';
const IMAGE_TOO_LARGE = 'Image file must be less than 5MB';
const IMAGE_FIELD = 'Send the image in the field "image"';
const IMAGE_NOT_MULTIPART = 'Send the image as multipart/form-data in the field "image"';
const CHOOSE_PDF = 'Please choose a PDF file';
const ONLY_PDF = 'Only PDF files are supported';
const PDF_TOO_LARGE = 'File size exceeds the 30MB limit';
const PDF_DAMAGED = 'This PDF file is damaged and could not be read.';
const PDF_PASSWORD = 'This PDF is password-protected. Remove the password and try again.';
const PDF_NO_TEXT = 'This PDF has no selectable text (it may be scanned). Paste your notes instead.';
const PDF_TOO_SLOW = 'This PDF took too long to read.';
const PDF_TOO_COMPLEX = 'This PDF is too complex to read.';
const UNSUPPORTED_TYPE = 'This content type is not supported';

const AES_FIXTURE = join(import.meta.dirname, '../../apps/server/test/fixtures/pdf/password-protected.pdf');

function image(name: string, data: Buffer, expect: Expectation, filename = 'photo.png', type = 'image/png'): Attack {
  return { name, endpoint: 'image', request: fileUpload('image', filename, type, data), sent: data, expect };
}

function document(name: string, data: Buffer | Uint8Array, expect: Expectation, slow = false): Attack {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
  return {
    name,
    endpoint: 'pdf',
    request: fileUpload('pdfFile', 'notes.pdf', 'application/pdf', bytes),
    sent: bytes,
    expect,
    slow,
  };
}

function shape(name: string, endpoint: Endpoint, request: RequestBody, expect: Expectation): Attack {
  return { name, endpoint, request, sent: Buffer.alloc(0), expect };
}

/** The multipart shapes no browser sends, for either endpoint. */
function wrongShapes(endpoint: Endpoint, file: Part, good: Expectation, answer: Expectation): Attack[] {
  const field = file.name;
  const form = multipart([file]);
  return [
    shape('two files in the field', endpoint, multipart([file, file]), good),
    shape('no part at all', endpoint, multipart([]), answer),
    shape(
      'a text field instead of the file',
      endpoint,
      multipart([{ name: field, data: 'data:x;base64,AAAA' }]),
      answer,
    ),
    shape(
      'a 10 MB text field instead of the file',
      endpoint,
      multipart([{ name: field, data: 'x'.repeat(10 * 2 ** 20) }]),
      answer,
    ),
    shape('the file under another name', endpoint, multipart([{ ...file, name: 'file' }]), answer),
    shape(
      '7 fields, then the file',
      endpoint,
      multipart([...Array.from({ length: 7 }, (_, i) => ({ name: `note${i}`, data: 'x' })), file]),
      answer,
    ),
    shape('form without its closing boundary', endpoint, multipart([file], { closed: false }), answer),
    shape('form cut off mid-file', endpoint, { ...form, body: form.body.subarray(0, form.body.length >> 1) }, answer),
    shape(
      'multipart type without a boundary',
      endpoint,
      { ...form, headers: { 'content-type': 'multipart/form-data' } },
      answer,
    ),
    shape(
      'the raw file, no form',
      endpoint,
      { body: Buffer.from(file.data), headers: { 'content-type': file.type ?? '' } },
      refused(415, UNSUPPORTED_TYPE),
    ),
  ];
}

export async function imageAttacks(): Promise<Attack[]> {
  const png = await img.photo('png');
  const jpeg = await img.photo('jpeg');
  const gif = animatedGif({ screen: [64, 48], frame: [64, 48], frames: 1 });
  const notes = pdf.plainNotesPdf();
  const html = Buffer.from(img.HTML_PAGE);
  const refusedType = refused(400, IMAGE_TYPE);
  const file: Part = { name: 'image', filename: 'photo.png', type: 'image/png', data: png };
  return [
    image('control: a real PNG', png, storedImage('png')),
    image('SVG with <script>, named .png', Buffer.from(img.SVG_WITH_SCRIPT), refusedType),
    image(
      'SVG with <script>, as image/svg+xml',
      Buffer.from(img.SVG_WITH_SCRIPT),
      refusedType,
      'x.svg',
      'image/svg+xml',
    ),
    image('HTML named .png', html, refusedType),
    image('HTML named .jpg', html, refusedType, 'photo.jpg', 'image/jpeg'),
    image('JavaScript named .jpg', Buffer.from(img.SCRIPT), refusedType, 'photo.jpg', 'image/jpeg'),
    image('PDF named .png', notes, refusedType),
    image('TIFF (a real image, not for the web)', await img.photo('tiff'), refusedType, 'scan.png'),
    image('PNG signature, then HTML', Buffer.concat([png.subarray(0, 8), html]), refusedType),
    image('polyglot: PNG, then HTML after IEND', Buffer.concat([png, html]), storedImage('png')),
    image('polyglot: PNG with HTML in a tEXt chunk', await img.pngWithHtmlChunk(), storedImage('png')),
    image(
      'polyglot: JPEG with HTML in COM and after EOI',
      await img.jpegWithHtml(),
      storedImage('jpg'),
      'p.jpg',
      'image/jpeg',
    ),
    image('GIFAR-style: GIF, then a whole PDF', pdf.imageThenPdf(gif), storedImage('gif'), 'p.gif', 'image/gif'),
    image(
      'GIFAR-style: JPEG, then a whole PDF',
      Buffer.concat([jpeg, notes]),
      storedImage('jpg'),
      'p.jpg',
      'image/jpeg',
    ),
    image('truncated PNG (half)', png.subarray(0, png.length >> 1), refusedType),
    image('truncated JPEG (half)', jpeg.subarray(0, jpeg.length >> 1), refusedType, 'p.jpg', 'image/jpeg'),
    image('pixel flood: PNG 50000×50000, all rows present', img.pixelFloodPng(), refusedType),
    image('pixel flood: PNG header says 100000×100000', img.floodHeaderPng(), refusedType),
    image('pixel flood: JPEG header says 65500×65500', await img.hugeJpegHeader(), refusedType, 'p.jpg', 'image/jpeg'),
    image('pixel flood: WebP header says 16383×16383', await img.hugeWebpHeader(), refusedType, 'p.webp', 'image/webp'),
    image(
      'frame flood: GIF 100 frames of 2048×2048',
      animatedGif({ screen: [2048, 2048], frame: [2048, 2048], frames: 100 }),
      refusedType,
      'a.gif',
      'image/gif',
    ),
    image(
      'frame flood: GIF of 200 frames',
      animatedGif({ screen: [16, 16], frame: [16, 16], frames: 200 }),
      refusedType,
      'a.gif',
      'image/gif',
    ),
    image(
      'GIF screen 65535×65535, 1×1 frame',
      animatedGif({ screen: [65_535, 65_535], frame: [1, 1], frames: 1 }),
      storedImage('gif'),
      'a.gif',
      'image/gif',
    ),
    image('PNG with a 1 GB zTXt text chunk', await img.textChunkBombPng(), storedImage('png')),
    image('PNG with a 1 GB iCCP profile chunk', await img.profileBombPng(), storedImage('png')),
    image('PNG 4800×4800 (23 MP, under the limit)', await img.solid('png', 4800, 4800), storedImage('png')),
    // Costly to store: a file that grows on re-encoding, and animations around the frames × pixels bound.
    image(
      'PNG 1.3 MB tiling noise, 4890×4890: grows to 9.8 MB re-encoded',
      await img.tiledNoisePng(),
      storedImage('png', { maxBytes: SetLimits.imageStoredMaxBytes }),
    ),
    image(
      'GIF 100 frames of 480×480 (23 MP of frames)',
      animatedGif({ screen: [480, 480], frame: [480, 480], frames: 100, alternate: true }),
      refused(422, SetMessages.imageAnimationTooLarge(100, 480, 480, SetLimits.animationMaxPixels)),
      'a.gif',
      'image/gif',
    ),
    image(
      'GIF 20 frames of 220×220 (within the bound)',
      animatedGif({ screen: [220, 220], frame: [220, 220], frames: 20, alternate: true }),
      storedImage('gif', { maxPixels: SetLimits.animationMaxPixels }),
      'a.gif',
      'image/gif',
    ),
    image(
      'GIF still 1448×1448 of noise (scaled to the bound)',
      await img.noiseGif(1448, 1448),
      storedImage('gif', { maxPixels: SetLimits.animationMaxPixels }),
      'a.gif',
      'image/gif',
    ),
    image(
      '6 MB: a PNG padded past 5 MB',
      Buffer.concat([png, Buffer.alloc(6 * 2 ** 20)]),
      refused(413, IMAGE_TOO_LARGE),
    ),
    image('empty file', Buffer.alloc(0), refusedType),
    shape(
      'JSON body with a data: URL',
      'image',
      { body: Buffer.from('{"image":"data:image/png;base64,AAAA"}'), headers: { 'content-type': 'application/json' } },
      refused(400, IMAGE_NOT_MULTIPART),
    ),
    ...wrongShapes('image', file, storedImage('png'), refused(400, IMAGE_FIELD)),
  ];
}

export async function pdfAttacks(): Promise<Attack[]> {
  const notesText = readText(1, pdf.NOTES_TEXT);
  const notes = pdf.plainNotesPdf();
  const file: Part = { name: 'pdfFile', filename: 'notes.pdf', type: 'application/pdf', data: notes };
  const gif = animatedGif({ screen: [8, 8], frame: [8, 8], frames: 1 });
  return [
    document('control: a one-page PDF of notes', notes, notesText),
    document('JavaScript: OpenAction, names tree, XFA, Launch, javascript: link', pdf.scriptedPdf(), notesText),
    document('encrypted, AES-256, user password (qpdf fixture)', readFileSync(AES_FIXTURE), refused(400, PDF_PASSWORD)),
    document('encrypted, RC4, user password', pdf.encryptedPdf('notes'), refused(400, PDF_PASSWORD)),
    document('encrypted, RC4, owner password only', pdf.encryptedPdf(''), notesText),
    document('31 MB PDF', pdf.oversizedPdf(31), refused(413, PDF_TOO_LARGE)),
    document('GIFAR-style: GIF, then a whole PDF', pdf.imageThenPdf(gif), notesText),
    document('HTML named .pdf', Buffer.from(img.HTML_PAGE), refused(400, ONLY_PDF)),
    document('PNG named .pdf', await img.photo('png'), refused(400, ONLY_PDF)),
    document('empty file', Buffer.alloc(0), refused(400, CHOOSE_PDF)),
    document('truncated PDF (30 %)', await truncatedPdf(), refused(400, PDF_DAMAGED)),
    document('image XObject 50000×50000 (flate bomb) beside the text', pdf.imageBombPdf(), notesText),
    document('2,000 pages', pdf.manyPagesPdf(2000), readText(2000, '1.1 cell', { startsWith: true })),
    document('page tree claims 10,000,000 pages', pdf.lyingPageCountPdf(), notesText),
    document('page tree 5,000 levels deep', pdf.deepPageTreePdf(5000), notesText),
    document('page tree that contains itself', pdf.circularPageTreePdf(), refused(400, PDF_DAMAGED)),
    document(
      'arrays nested 100,000 deep in resources',
      pdf.deepNestingPdf(100_000, 'resources'),
      refused(400, PDF_DAMAGED),
    ),
    // What follows the nested operand is lost, so the reader finds no text: a clean refusal all the same.
    document(
      'arrays nested 100,000 deep in the content',
      pdf.deepNestingPdf(100_000, 'content'),
      refused(422, PDF_NO_TEXT),
    ),
    document(
      'form XObject that draws itself',
      pdf.recursiveFormPdf(),
      readText(1, pdf.NOTES_TEXT, { startsWith: true }),
    ),
    document('xref claims 100,000,000 objects', pdf.hugeXrefPdf(), notesText),
    ...wrongShapes('pdf', file, notesText, refused(400, CHOOSE_PDF)),
    shape(
      'JSON body',
      'pdf',
      { body: Buffer.from('{"pdfFile":"notes.pdf"}'), headers: { 'content-type': 'application/json' } },
      refused(400, CHOOSE_PDF),
    ),
    // Either bound may stop a bomb first: memory (too complex) or time (too long); both are clean refusals.
    document(
      'zip bomb: 2 GB content stream, deflated once (2 MB)',
      pdf.inflationBombPdf(2, 1),
      refused(422, PDF_TOO_COMPLEX, PDF_TOO_SLOW),
      true,
    ),
    document(
      'zip bomb: 2 GB content stream, deflated twice (4 KB)',
      pdf.inflationBombPdf(2, 2),
      refused(422, PDF_TOO_COMPLEX, PDF_TOO_SLOW),
      true,
    ),
    document(
      'operator bomb: 300 MB of `q Q`, no text (306 KB)',
      pdf.operatorBombPdf(300),
      refused(422, PDF_TOO_COMPLEX, PDF_TOO_SLOW),
      true,
    ),
  ];
}

/** A plain upload to each endpoint, to show both still work: while PDF bombs are read, and afterwards. */
export async function controlAttacks(when: string): Promise<Attack[]> {
  return [
    image(`control ${when}: a real JPEG`, await img.photo('jpeg'), storedImage('jpg'), 'photo.jpg', 'image/jpeg'),
    document(`control ${when}: a one-page PDF of notes`, pdf.plainNotesPdf(), readText(1, pdf.NOTES_TEXT)),
  ];
}
