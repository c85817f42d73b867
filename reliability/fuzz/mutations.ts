import fc from 'fast-check';
import { hostileString, hostileValue, nested, pollutionValue, withOwnKey, wrongTypeValue } from './hostile-values.ts';
import { schemaAt, type JsonSchema } from './schema-arbitrary.ts';

type Path = (string | number)[];

/** One change to a near-valid value. `at` picks the node (modulo the number of nodes), so it shrinks well. */
type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'pollute'; at: number; key: string; value: unknown }
  | { kind: 'extraKey'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number; levels: number; as: 'array' | 'object' }
  | { kind: 'limit'; at: number; over: -1 | 0 | 1 | 2 | 10; unit: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: hostileValue(undefined) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop'), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), pollutionValue)
      .map(([at, { key, value }]): Mutation => ({ kind: 'pollute', at, key, value })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extraKey'),
      at: fc.nat(),
      key: hostileString,
      value: fc.oneof(hostileString, wrongTypeValue),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrap'),
      at: fc.nat(),
      levels: fc.constantFrom(1, 2, 40),
      as: fc.constantFrom('array' as const, 'object' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit'),
      at: fc.nat(),
      over: fc.constantFrom(-1 as const, 0 as const, 1 as const, 2 as const, 10 as const),
      unit: fc.constantFrom('a', 'é', '👩🏽‍🚀', '<', "'", ' ', '\u0301'),
    }),
  },
);

/**
 * A near-valid value broken in up to three places (or left whole, a quarter of the time, so the
 * routes' real work runs with hostile-but-valid text too).
 */
export function mutated(schema: JsonSchema | undefined, base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      base,
      fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
      ),
    )
    .map(([value, mutations]) => mutations.reduce((current, m) => apply(current, m, schema), copy(value)));
}

function apply(root: unknown, m: Mutation, schema: JsonSchema | undefined): unknown {
  const paths = nodePaths(root);
  const path = paths[m.at % paths.length] ?? [];
  switch (m.kind) {
    case 'replace':
      return setAt(root, path, copy(m.value));
    case 'drop':
      return path.length === 0 ? undefined : removeAt(root, path);
    case 'pollute':
    case 'extraKey': {
      const objects = paths.filter((p) => isPlainObject(getAt(root, p)));
      const target = objects[m.at % Math.max(objects.length, 1)];
      if (!target) return root;
      withOwnKey(getAt(root, target) as Record<string, unknown>, m.key, copy(m.value));
      return root;
    }
    case 'wrap':
      return setAt(root, path, nested(m.levels, m.as, getAt(root, path)));
    case 'limit': {
      const strings = paths.filter((p) => typeof getAt(root, p) === 'string');
      const target = strings[m.at % Math.max(strings.length, 1)];
      if (!target) return root;
      const limit = schemaAt(schema, target)?.maxLength ?? 256;
      const length = m.over <= 1 ? limit + m.over : limit * m.over + 1;
      return setAt(root, target, m.unit.repeat(Math.ceil(Math.max(length, 0) / m.unit.length)));
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every node's path, the root first; at most a few levels down (deep values are the mutations' own). */
function nodePaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (path.length > 4) return out;
  if (Array.isArray(value)) value.forEach((inner, i) => nodePaths(inner, [...path, i], out));
  else if (isPlainObject(value)) for (const key of Object.keys(value)) nodePaths(value[key], [...path, key], out);
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const step of path) current = (current as Record<string | number, unknown>)[step];
  return current;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string, unknown>;
  withOwnKey(parent, String(path.at(-1)), value);
  return root;
}

function removeAt(root: unknown, path: Path): unknown {
  const parent = getAt(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<string, unknown>)[key];
  return root;
}

/** A deep copy that keeps own `__proto__` keys as keys (fast-check reuses generated values while shrinking). */
export function copy(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 6000) return value;
  if (Array.isArray(value)) return value.map((inner) => copy(inner, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) withOwnKey(out, key, copy((value as Record<string, unknown>)[key], depth + 1));
  return out;
}
