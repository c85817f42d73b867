import { newId } from '../../apps/server/src/lib/ids.ts';
import type { CallSpec } from './cells.ts';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(url: string, field: string, filename: string, type: string, data: Buffer): CallSpec {
  const boundary = `----matrix${newId()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
