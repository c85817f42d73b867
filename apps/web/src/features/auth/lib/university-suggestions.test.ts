import { describe, expect, it } from 'vitest';
import { suggestUniversities } from './university-suggestions.ts';

const list = [
  'Arizona State University',
  'Stanford University',
  'University of California, Berkeley',
  'University of California, Los Angeles',
  'University of California, Santa Cruz',
  'University of California, San Diego',
  'University of California, Davis',
  'University of Santa Clara',
  'Santa Monica College',
];

describe('suggestUniversities', () => {
  it('matches case-insensitively and stops at five', () => {
    expect(suggestUniversities(list, 'UNIVERSITY OF CALIFORNIA')).toEqual([
      'University of California, Berkeley',
      'University of California, Los Angeles',
      'University of California, Santa Cruz',
      'University of California, San Diego',
      'University of California, Davis',
    ]);
  });

  it('ranks names starting with the text, then words starting with it, then any match', () => {
    expect(suggestUniversities(list, 'santa')).toEqual([
      'Santa Monica College',
      'University of California, Santa Cruz',
      'University of Santa Clara',
    ]);
    expect(suggestUniversities(list, 'ford')).toEqual(['Stanford University']);
  });

  it('puts the school an alias names first', () => {
    expect(suggestUniversities(list, 'ucsc')).toEqual(['University of California, Santa Cruz']);
    expect(suggestUniversities(list, 'Stanford')[0]).toBe('Stanford University');
  });

  it('suggests nothing for blank input', () => {
    expect(suggestUniversities(list, '   ')).toEqual([]);
  });
});
