import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values that get a request past validation into the service: real ids, real schools… keyed by field name. */
export type Hints = (field: string) => fc.Arbitrary<unknown> | undefined;

/** The request schema as JSON Schema ("input" side: defaults are optional, transforms are ignored). */
export function toJsonSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings are kept short unless a limit is the point: long strings come from the mutations. */
const TYPICAL_MAX_LENGTH = 24;

/**
 * Values that satisfy the schema (as far as JSON Schema tells): the starting point the mutations
 * break in one place, so most requests get past the first check and reach deeper code.
 */
export function validValue(schema: JsonSchema, hints: Hints, field = ''): fc.Arbitrary<unknown> {
  const hinted = field ? hints(field) : undefined;
  const plain = plainValue(schema, hints);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
}

function plainValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => plainValue(choice, hints)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectValue(schema, hints);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringValue(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, inner] of Object.entries(properties)) model[key] = validValue(inner, hints, key);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TYPICAL_MAX_LENGTH, TYPICAL_MAX_LENGTH));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? 1e9));
  }
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength });
}

/** The sub-schema at a path of a value built from `schema` (undefined once the value leaves the schema). */
export function schemaAt(schema: JsonSchema | undefined, path: readonly (string | number)[]): JsonSchema | undefined {
  let current = schema;
  for (const step of path) {
    if (!current) return undefined;
    const choices = current.anyOf ?? current.oneOf;
    if (choices) current = choices.find((c) => c.type === (typeof step === 'number' ? 'array' : 'object'));
    current = typeof step === 'number' ? current?.items : current?.properties?.[step];
  }
  return current;
}
