import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-to.ts';

const origin = 'https://coursecards.example';
const of = (returnTo: unknown) => returnPathOf({ returnTo }, origin);

describe('returnPathOf', () => {
  it('returns a signed-in page of this site, with its query', () => {
    expect(of('/study/abc123')).toBe('/study/abc123');
    expect(of('/study/abc123/quiz')).toBe('/study/abc123/quiz');
    expect(of('/search-results?q=CSE101')).toBe('/search-results?q=CSE101');
    expect(of('/saved-sets')).toBe('/saved-sets');
  });

  it('refuses other origins, however spelt', () => {
    for (const path of [
      '//evil.example/study/x',
      '/\\evil.example/study/x',
      'https://evil.example/study/x',
      'javascript:alert(1)',
      ' /study/x',
      'study/x',
    ]) {
      expect(of(path), path).toBeNull();
    }
  });

  it('refuses public pages, unknown pages and anything that is not a path', () => {
    expect(of('/')).toBeNull();
    expect(of('/login')).toBeNull();
    expect(of('/signup')).toBeNull();
    expect(of('/no-such-page')).toBeNull();
    expect(of(42)).toBeNull();
    expect(returnPathOf(null, origin)).toBeNull();
    expect(returnPathOf('/study/x', origin)).toBeNull();
    expect(of(`/study/${'a'.repeat(3000)}`)).toBeNull();
  });
});
