import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.ts';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
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

/** POST /api/uploads/image as the holder of `token`. */
export function postImage(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  filename = 'card.png',
  type = 'image/png',
) {
  const body = multipartFile('image', filename, type, data);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
