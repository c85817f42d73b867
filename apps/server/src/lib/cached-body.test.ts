import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './cached-body.ts';

describe('matchesIfNoneMatch', () => {
  const etag = '"abc-br"';
  it.each([
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"x", "abc-br"', true],
    ['*', true],
    ['"abc"', false],
    ['"abc-gzip"', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
