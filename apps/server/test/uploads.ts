import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.ts';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, type: string, data: Uint8Array) {
  const boundary = '----coursecards-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface RawForm {
  payload: Buffer;
  contentType: string;
}

/** The form's boundary, from its content type. */
export const boundaryOf = (form: ReturnType<typeof multipartFile>) =>
  /boundary=(.+)$/.exec(form.headers['content-type'])?.[1] ?? '';

/** A good form broken as a request can arrive: unclosed, cut short after `cutAt` bytes, no boundary given. */
export function brokenForms(form: ReturnType<typeof multipartFile>, cutAt: number): RawForm[] {
  const contentType = form.headers['content-type'];
  const closing = `--${boundaryOf(form)}--\r\n`;
  return [
    { payload: form.payload.subarray(0, form.payload.length - closing.length), contentType },
    { payload: form.payload.subarray(0, cutAt), contentType },
    { payload: form.payload, contentType: 'multipart/form-data' },
  ];
}

/** POSTs a form's raw bytes to `url` under its content type, as the holder of `token`. */
export function postRawForm(app: FastifyInstance, url: string, token: string, { payload, contentType }: RawForm) {
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...bearer(token) } });
}

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Uint8Array;
}

/** POSTs one file as a multipart form to `url`, as the holder of `token` (null: signed out). */
export function postFile(app: FastifyInstance, url: string, token: string | null, file: FilePart) {
  const body = multipartFile(file.field, file.filename, file.type, file.data);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** POST /api/uploads/image as the holder of `token`. */
export function postImage(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  filename = 'card.png',
  type = 'image/png',
) {
  return postFile(app, '/api/uploads/image', token, { field: 'image', filename, type, data });
}
