import fc from 'fast-check';
import { encode, encodedBody, type EncodedBody } from './encodings.ts';
import { hostileString, hostileValue, POLLUTION_MARK, stringAround, wrongTypeValue } from './hostile-values.ts';
import { mutated } from './mutations.ts';
import type { RecordedRoute } from '../../apps/server/test/route-table.ts';
import { toJsonSchema, validValue, type Hints, type JsonSchema } from './schema-arbitrary.ts';

export type Actor = 'signed in' | 'anonymous' | 'bad token';

/** One request as sent with app.inject: who sends it, where, with which headers and body. */
export interface FuzzRequest {
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: EncodedBody | null;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Printable ASCII: what a header value can hold (app.inject refuses the rest before the server sees it). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

/** Segments sent exactly as written: bad escapes, dot segments, slashes, fragments. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a/b',
  '%00',
  '%20',
  '#x',
  '?x=1',
  ';x',
  '*',
];

/** Query pairs that would pollute a prototype under a nested-object query parser. */
const RAW_QUERY = [
  `__proto__[${POLLUTION_MARK}]=1`,
  `constructor[prototype][${POLLUTION_MARK}]=1`,
  '__proto__=1',
  'constructor=1',
  `__proto__.${POLLUTION_MARK}=1`,
  '&&&',
  '=x',
  'flag',
  '%',
  'a=%zz',
  'a[]=1&a[]=2',
  'a[0]=1&a[1]=2',
];

const badToken: fc.Arbitrary<string> = fc.oneof(
  headerText.map((t) => `Bearer ${t}`),
  fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic dXNlcjpwYXNz', 'Bearer null', 'Bearer undefined', 'Token x'),
  fc.constantFrom(`Bearer ${'a'.repeat(8192)}`, `Bearer ${'.'.repeat(300)}`, 'Bearer eyJhbGciOiJub25lIn0.e30.'),
);

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/*', '', 'text/html, */*;q=0.1'),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'deflate', '*', 'identity;q=0', 'br;q=x, gzip;q=-1'),
    'x-request-id': headerText,
    cookie: fc.oneof(
      headerText,
      headerText.map((t) => `coursecards_google_state=${t}`),
    ),
    'if-none-match': fc.oneof(headerText, fc.constant('*')),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'),
  },
  { requiredKeys: [] },
);

/** Every request fast-check may send to one route: near-valid inputs from its schemas, then broken. */
export function requestArbitrary(
  route: RecordedRoute,
  hints: Hints,
  tokens: { user: () => string },
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      actor: fc.oneof(
        { weight: 3, arbitrary: fc.constant<Actor>('signed in') },
        { weight: 2, arbitrary: fc.constant<Actor>('anonymous') },
        { weight: 1, arbitrary: fc.constant<Actor>('bad token') },
      ),
      forged: badToken,
      path: pathArbitrary(route.url, route.params ? toJsonSchema(route.params) : undefined, hints),
      query: queryArbitrary(route.querystring ? toJsonSchema(route.querystring) : undefined, hints),
      body: bodyArbitrary(route, hints),
      headers: sometimes(extraHeaders, 1, 3),
    })
    .map(({ actor, forged, path, query, body, headers }) => {
      const all: Record<string, string> = { ...(headers ?? {}) };
      if (actor === 'signed in') all.authorization = `Bearer ${tokens.user()}`;
      if (actor === 'bad token') all.authorization = forged;
      if (body?.contentType !== undefined) all['content-type'] = body.contentType;
      return { actor, method: route.method, url: path + query, headers: all, body };
    });
}

function pathArbitrary(url: string, params: JsonSchema | undefined, hints: Hints): fc.Arbitrary<string> {
  const segments = url.split('/').map((segment): fc.Arbitrary<string> => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    const encoded = fc
      .oneof(
        { weight: 4, arbitrary: hints(name) ?? validValue(params?.properties?.[name] ?? { type: 'string' }, hints) },
        { weight: 3, arbitrary: hostileString },
        { weight: 1, arbitrary: stringAround(params?.properties?.[name]?.maxLength) },
        { weight: 1, arbitrary: wrongTypeValue },
      )
      .map((value) => encode(typeof value === 'string' ? value : JSON.stringify(value)));
    return fc.oneof({ weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

function queryArbitrary(schema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<string> {
  const value = schema
    ? mutated(schema, validValue(schema, hints))
    : fc.option(fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), { freq: 2 });
  const raw = fc.array(fc.constantFrom(...RAW_QUERY), { maxLength: 2 });
  return fc.tuple(value, raw).map(([v, extra]) => {
    const pairs = [...queryPairs(v), ...extra];
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

/** A value as query pairs: arrays repeat the key, objects use brackets, other types their JSON. */
function queryPairs(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  // A bare value where the pairs go: "?42", "?%3Cscript%3E".
  if (typeof value !== 'object') return [encode(asText(value))];
  if (Array.isArray(value)) return value.map((v) => `v=${encode(asText(v))}`);
  const pairs: string[] = [];
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (Array.isArray(inner)) for (const v of inner) pairs.push(`${encode(key)}=${encode(asText(v))}`);
    else if (typeof inner === 'object' && inner !== null)
      for (const sub of Object.keys(inner))
        pairs.push(`${encode(key)}[${encode(sub)}]=${encode(asText((inner as Record<string, unknown>)[sub]))}`);
    else if (inner !== undefined) pairs.push(`${encode(key)}=${encode(asText(inner))}`);
  }
  return pairs;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function bodyArbitrary(route: RecordedRoute, hints: Hints): fc.Arbitrary<EncodedBody | null> {
  if (route.body) {
    const schema = toJsonSchema(route.body);
    return encodedBody(mutated(schema, validValue(schema, hints)));
  }
  // No schema: the route reads no JSON body (or a multipart one); it must still shrug off any.
  const anything = fc.oneof(hostileValue(undefined), fc.constant({}));
  const body = encodedBody(anything);
  return BODY_METHODS.has(route.method) ? sometimes(body, 3, 1) : sometimes(body, 1, 4);
}

/** The value `weight` times in `weight + nullWeight`, else null. */
function sometimes<T>(value: fc.Arbitrary<T>, weight: number, nullWeight: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: nullWeight, arbitrary: fc.constant(null) }, { weight, arbitrary: value });
}
