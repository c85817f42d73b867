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

  it('ranks a partial alias match, then names starting with the text, then words starting with it', () => {
    // "UC Santa Cruz" is an alias of UCSC, so it leads, as on the landing page.
    expect(suggestUniversities(list, 'santa')).toEqual([
      'University of California, Santa Cruz',
      'Santa Monica College',
      'University of Santa Clara',
    ]);
    expect(suggestUniversities(list, 'ford')).toEqual(['Stanford University']);
  });

  it('puts the school an alias names first', () => {
    expect(suggestUniversities(list, 'ucsc')).toEqual(['University of California, Santa Cruz']);
    expect(suggestUniversities(list, 'Stanford')[0]).toBe('Stanford University');
  });

  it('suggests nothing for blank input or a school the list does not have', () => {
    expect(suggestUniversities(list, '   ')).toEqual([]);
    expect(suggestUniversities(list, 'Hogwarts')).toEqual([]);
  });
});
