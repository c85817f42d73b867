/**
 * A minimal PDF writer for documents no library would make: objects numbered from 1 in the order
 * given, a correct cross-reference table, and whatever the trailer should claim.
 */

export type PdfObject = string | Buffer;

export interface PdfOptions {
  /** extra trailer entries, e.g. `/Encrypt 9 0 R /ID [<…> <…>]` */
  trailer?: string;
  /** bytes before the %PDF- header (a polyglot's other half) */
  prefix?: Buffer;
}

/** `<< dict /Length n >> stream … endstream` with the bytes as they are. */
export function stream(dict: string, data: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

export function writePdf(objects: PdfObject[], { trailer = '', prefix }: PdfOptions = {}): Buffer {
  const chunks: Buffer[] = [];
  let length = 0;
  const push = (data: Buffer | string) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
    chunks.push(bytes);
    length += bytes.length;
  };
  if (prefix) push(prefix);
  const start = length;
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const offsets = objects.map((object, i) => {
    const offset = length - start;
    push(`${i + 1} 0 obj\n`);
    push(object);
    push('\nendobj\n');
    return offset;
  });
  const xref = length - start;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** Text drawn at the top of a page in Helvetica (resource /F1), with PDF string escapes applied. */
export function textContent(lines: string[]): string {
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (c) => `\\${c}`));
  return `BT /F1 12 Tf 72 720 Td 14 TL ${escaped.map((line) => `(${line}) '`).join(' ')} ET\n`;
}

export const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/**
 * The usual first objects: 1 catalog (with `catalogExtra`), 2 page tree of the given kids, 3 font.
 * Callers number their own objects from 4.
 */
export function documentHead(kids: number[], catalogExtra = '', pagesExtra = ''): PdfObject[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] ${pagesExtra} >>`,
    HELVETICA,
  ];
}

export interface PageOptions {
  /** more resources than the font /F1 (object 3) */
  resources?: string;
  /** more page entries, e.g. an /AA dictionary */
  extra?: string;
  parent?: number;
}

/** A page drawing the content object(s) `contents`, with Helvetica as /F1. */
export function page(
  contents: number | number[],
  { resources = '', extra = '', parent = 2 }: PageOptions = {},
): string {
  const refs = Array.isArray(contents) ? `[${contents.map((c) => `${c} 0 R`).join(' ')}]` : `${contents} 0 R`;
  return `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> ${resources} >> /Contents ${refs} ${extra} >>`;
}
