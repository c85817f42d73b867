import fc from 'fast-check';

/**
 * The hostile material every request is built from: strings that break parsers, databases, HTML and
 * Unicode handling, values of the wrong type, nesting deeper than any body of ours, and the keys
 * that pollute prototypes when code merges objects carelessly.
 */

/** A property no object should ever have: seeing it on `{}` after a request means the request polluted. */
export const POLLUTION_MARK = 'fuzzPolluted';

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Markup and script that must only ever be shown as text (the e2e spec checks the UI; here, the API's HTML). */
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  '</textarea><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<style>*{display:none}</style>',
  '&lt;b&gt;&amp;&#x3C;',
] as const;

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE sets; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '%_%\\',
  '\\',
  "'",
  '"',
  '`',
  ';',
  '/*',
  '$1',
  '?',
  '\\x00',
  "admin'--",
  "') OR pg_sleep(5) --",
  'NULL',
] as const;

const UNICODE = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uDC00b',
  '\u0000', // NUL
  'a\u0000b',
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E', // RTL / LTR marks
  '\u200B\u200C\u200D\u2060\uFEFF', // zero-width characters
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030A', // stacked combining marks
  '\u0300', // a combining mark with nothing to combine with
  '👩🏽‍🚀🏳️‍🌈🇺🇸',
  '\u{10FFFF}\uFFFE\uFFFF',
  '\u2028\u2029', // line and paragraph separators (break JavaScript string literals)
  '\r\n\t\v\f\b',
  'ＡＢＣ１２３', // full-width forms: normalise to ASCII under NFKC
  'ﬃ', // one character that upper-cases to three
  'İı', // case mappings that change length
  'Ⅻ',
  '\u{1D400}', // mathematical bold A
  'À\u00C0A\u0300', // the same letter composed and decomposed
  '\u0085\u00A0\u1680\u3000',
  '🀄'.repeat(50),
] as const;

const OTHER = [
  '',
  ' ',
  '   \t\n ',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%s%s%s%n',
  '%00',
  '%',
  '%zz',
  '\r\nSet-Cookie: injected=1',
  'null',
  'undefined',
  'true',
  'NaN',
  '-1',
  '0',
  '1e309',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '/uploads/../../etc/passwd',
] as const;

export const hostileStringList: readonly string[] = [...HTML_PAYLOADS, ...SQL, ...UNICODE, ...OTHER];

/** Short hostile strings, alone or mixed into ordinary text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStringList) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...hostileStringList), fc.string({ maxLength: 8 }))
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom(...'\uD800\uDC00\u0000\u202E\u0301<>\'"%&;\\'), maxLength: 20 }),
  },
);

/** A string near a limit: just under, at, just over, far over. The limit comes from the route's schema. */
export function stringAround(limit: number | undefined): fc.Arbitrary<string> {
  const bound = limit ?? 1000;
  return fc
    .tuple(
      fc.constantFrom(bound - 1, bound, bound + 1, bound * 2, bound * 10 + 7),
      fc.constantFrom('a', 'é', '👩🏽‍🚀', '<', "'", ' ', '\u0301', 'x\u0000'),
    )
    .map(([length, unit]) => unit.repeat(Math.max(0, Math.ceil(length / unit.length))));
}

/** Strings past any body limit: the server must answer 413, not run out of memory or time. */
export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(64 * 1024, 1024 * 1024 - 10, 1024 * 1024 + 10, 3 * 1024 * 1024)
  .map((length) => 'x'.repeat(length));

/** `levels` arrays or objects inside each other. */
export function nested(levels: number, kind: 'array' | 'object', leaf: unknown = 'deep'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(5, 31, 33, 100, 1000), fc.constantFrom('array' as const, 'object' as const))
  .map(([levels, kind]) => nested(levels, kind));

/** A property defined as an own, enumerable one: `{ __proto__: x }` in a literal would set the prototype instead. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** Payloads that pollute Object.prototype if anything merges them carelessly. */
export const pollutionValue: fc.Arbitrary<{ key: string; value: unknown }> = fc.oneof(
  fc.constant({ key: '__proto__', value: { [POLLUTION_MARK]: true } }),
  fc.constant({ key: 'constructor', value: { prototype: { [POLLUTION_MARK]: true } } }),
  fc.constant({ key: 'prototype', value: { [POLLUTION_MARK]: true } }),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ key, value: 'x' })),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ key, value: null })),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ key, value: [{ [POLLUTION_MARK]: true }] })),
);

/** Any value of any type, scalars weighted toward the awkward ones. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_VALUE,
    1e308,
    [],
    {},
    [null],
    [''],
    { length: 1 },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Something hostile to put where one value goes. */
export function hostileValue(maxLength: number | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: wrongTypeValue },
    { weight: 2, arbitrary: stringAround(maxLength) },
    { weight: 1, arbitrary: deepValue },
    {
      weight: 1,
      arbitrary: pollutionValue.map(({ key, value }) => withOwnKey({}, key, value)),
    },
  );
}
