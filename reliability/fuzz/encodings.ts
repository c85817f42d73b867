import fc from 'fast-check';
import { hostileString, POLLUTION_MARK } from './hostile-values.ts';

/** How a body travels: its bytes and the content type that claims to describe them. */
export interface EncodedBody {
  /** a short name for the figures and the failure report */
  encoding: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/json ; foo=bar',
  'application/vnd.api+json',
] as const;

const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/javascript',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----fuzz',
  'image/png',
  '*/*',
  '',
  ';;;',
  'json',
  'application/',
  '/json',
  `application/json; ${'x'.repeat(2000)}`,
] as const;

/** Text the JSON parser must refuse (or accept) cleanly: never a 500, never a polluted prototype. */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '[1,2',
  'NaN',
  'undefined',
  'Infinity',
  '{"a":01}',
  '{"a":1e999}',
  '{"a":-}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '\uFEFF{}',
  '/* comment */ {}',
  '{"a":"\\ud800"}',
  '{"a":"\\udfff\\ud800"}',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"__proto__":{"' + POLLUTION_MARK + '":true}}',
  '{"constructor":{"prototype":{"' + POLLUTION_MARK + '":true}}}',
  '{"a":{"__proto__":{"' + POLLUTION_MARK + '":true}}}',
  '[{"__proto__":{"' + POLLUTION_MARK + '":true}}]',
  '{"title":"a","title":{"__proto__":{"x":1}}}',
  '{"a":' + '1'.repeat(5000) + '}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  'null',
  'true',
  '0',
  '"just a string"',
  '[]',
  '[null]',
] as const;

/** Bytes that are not UTF-8, or UTF-8 written the forbidden long way (overlong forms of "/" and NUL). */
const BAD_BYTES: readonly Buffer[] = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // {"a":"<overlong />"}
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe0, 0x80, 0xaf, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xf0, 0x80, 0x80, 0xaf, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]), // overlong NUL
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // invalid + CESU surrogate
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16LE "{}" with its BOM
  Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]), // a gzip header, then nothing
];

/** A JSON text with an object's key order and own `__proto__` keys kept as they are. */
const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';

/** A multipart form with hostile names, file names and bytes (the upload routes' real format). */
const multipart: fc.Arbitrary<EncodedBody> = fc
  .record({
    boundary: fc.constantFrom('----fuzz', 'x', 'a'.repeat(70), '"quoted"', '----fuzz\u00e9'),
    declared: fc.constantFrom('same', 'other', 'none'),
    field: fc.oneof(fc.constantFrom('image', 'pdfFile', 'file', ''), hostileString),
    fileName: fc.oneof(fc.constantFrom('a.png', 'notes.pdf', '../../etc/passwd', 'a.svg', ''), hostileString),
    type: fc.constantFrom('image/png', 'application/pdf', 'image/svg+xml', 'text/html', ''),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        Buffer.from('%PDF-1.4\n%junk'),
        Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'),
        Buffer.from('<svg onload="alert(1)"/>'),
        Buffer.from(''),
      ),
    ),
    closed: fc.boolean(),
  })
  .map(({ boundary, declared, field, fileName, type, data, closed }) => {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      (type ? `Content-Type: ${type}\r\n` : '') +
      '\r\n';
    const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(closed ? `\r\n--${boundary}--\r\n` : '')]);
    const contentType =
      declared === 'none'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${declared === 'same' ? boundary : 'other'}`;
    return { encoding: 'multipart', contentType: asciiHeader(contentType), payload };
  });

/** Header values must be Latin-1; a non-Latin-1 boundary is sent as its UTF-8 bytes, as a careless client would. */
function asciiHeader(value: string): string {
  return Buffer.from(value, 'utf8').toString('latin1');
}

/** The ways a body value is put on the wire, mostly as JSON (so it is read), often not. */
export function encodedBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<EncodedBody> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: value.map((v) => ({ encoding: 'json', contentType: 'application/json', payload: json(v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...JSON_TYPES))
        .map(([v, contentType]) => ({ encoding: 'json, odd type', contentType, payload: json(v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...WRONG_TYPES))
        .map(([v, contentType]) => ({ encoding: 'wrong type', contentType, payload: json(v) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ encoding: 'malformed json', contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BAD_BYTES)
        .map((payload) => ({ encoding: 'bad bytes', contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(undefined, 'application/json', 'text/plain')
        .map((contentType) => ({ encoding: 'no body', contentType, payload: undefined })),
    },
    { weight: 1, arbitrary: multipart },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constant('__proto__[' + POLLUTION_MARK + ']'), hostileString), hostileString), {
          maxLength: 4,
        })
        .map((pairs) => ({
          encoding: 'form',
          contentType: 'application/x-www-form-urlencoded',
          payload: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
        })),
    },
  );
}

/** encodeURIComponent, except for text it refuses (lone surrogates), which goes as its UTF-8 bytes escaped. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
