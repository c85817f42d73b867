import { describe, expect, it } from 'vitest';
import { z } from './z.ts';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('default messages name the field in plain words', () => {
  const Schema = z.object({
    email: z.email(),
    classCode: z.string().max(5),
    title: z.string().min(1),
    count: z.number().int().min(5).max(50),
    cards: z.array(z.string()).min(1),
    kind: z.enum(['a', 'b']),
  });

  it('reports missing and mistyped fields', () => {
    expect(messages(Schema, {})).toEqual([
      'Email is required',
      'Class code is required',
      'Title is required',
      'Count is required',
      'Cards is required',
      'Kind is required',
    ]);
    expect(messages(z.object({ count: z.number() }), { count: 'x' })).toEqual(['Count must be a number']);
  });

  it('reports bounds and formats', () => {
    expect(
      messages(Schema, { email: 'nope', classCode: 'TOO LONG', title: '', count: 51, cards: [], kind: 'c' }),
    ).toEqual([
      'Email must be a valid email address',
      'Class code must be at most 5 characters',
      'Title is required',
      'Count must be at most 50',
      'Cards must have at least 1 item',
      'Kind must be one of: a, b',
    ]);
  });

  it('lets a message written on the schema win', () => {
    const Password = z.object({ password: z.string().min(6, 'Password must be at least 6 characters') });
    expect(messages(Password, { password: '123' })).toEqual(['Password must be at least 6 characters']);
  });
});
