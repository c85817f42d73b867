/** One part of a multipart/form-data body: a file when it has a filename, a plain field otherwise. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export interface RequestBody {
  body: Buffer;
  headers: Record<string, string>;
}

const BOUNDARY = '----coursecards-reliability-boundary';

/** A multipart/form-data body as a browser's FormData sends it, with any parts, including none. */
export function multipart(parts: Part[], { closed = true } = {}): RequestBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  // An unclosed body ends mid-form, as an interrupted upload does.
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A single file part: the usual shape of an upload. */
export function fileUpload(field: string, filename: string, type: string, data: Buffer | Uint8Array): RequestBody {
  return multipart([{ name: field, filename, type, data: Buffer.from(data.buffer, data.byteOffset, data.length) }]);
}
