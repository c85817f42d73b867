import { describe, expect, it } from 'vitest';
import { formatSetCount, resolveSchoolSearch, schoolSetCount, suggestSchools } from './school-search.ts';

const list = [
  'Arizona State University',
  'Cabrillo College',
  'New York University',
  'Pennsylvania State University',
  'Santa Cruz Beauty College',
  'Stanford University',
  'University of California, Berkeley',
  'University of California, Los Angeles',
  'University of California, Santa Cruz',
  'University of Michigan - Ann Arbor',
  'West Valley College',
];
const names = (input: string, limit?: number) => suggestSchools(list, input, limit).map((s) => s.name);

describe('suggestSchools', () => {
  it('suggests nothing for blank input', () => {
    expect(suggestSchools(list, '   ')).toEqual([]);
  });

  it('puts an exact alias match first, in any case, spelled as the list spells it', () => {
    expect(suggestSchools(list, 'ucsc')[0]).toEqual({
      name: 'University of California, Santa Cruz',
      inList: true,
      matchedAlias: 'UCSC',
    });
    expect(names('  NYU ')[0]).toBe('New York University');
  });

  it('orders exact alias, then partial alias, then partial name matches, without duplicates', () => {
    // "ucb" is exact for Berkeley; no other alias contains it; no name contains it.
    expect(names('ucb')).toEqual(['University of California, Berkeley']);
    // "uc": aliases UCLA, UC Berkeley, UCB, UCSC, UC Santa Cruz contain it (three schools), then names.
    expect(names('uc')).toEqual([
      'University of California, Los Angeles',
      'University of California, Berkeley',
      'University of California, Santa Cruz',
    ]);
    // "santa cruz": alias "UC Santa Cruz" contains it, then names (names starting with it before others).
    expect(names('santa cruz')).toEqual(['University of California, Santa Cruz', 'Santa Cruz Beauty College']);
  });

  it('prefers names that start with the text, then names with a word that does, then the rest', () => {
    expect(names('col')).toEqual(['Cabrillo College', 'Santa Cruz Beauty College', 'West Valley College']);
    expect(names('beauty')).toEqual(['Santa Cruz Beauty College']);
    expect(names('ity of cal')).toHaveLength(3);
  });

  it('returns at most five by default, or the given limit', () => {
    expect(names('university')).toHaveLength(5);
    expect(names('university', 2)).toEqual([
      'University of California, Berkeley',
      'University of California, Los Angeles',
    ]);
  });

  it('offers text that matches no school as the one suggestion, marked as not in the list', () => {
    expect(suggestSchools(list, '  Hogwarts   School ')).toEqual([{ name: 'Hogwarts School', inList: false }]);
    expect(suggestSchools(list, 'stanford university')).toEqual([{ name: 'Stanford University', inList: true }]);
    expect(names('Stanford')).toEqual(['Stanford University']);
  });

  it('counts an alias as existing only when its target is in the list', () => {
    expect(suggestSchools(['Stanford University'], 'ucla')).toEqual([
      { name: 'University of California, Los Angeles', inList: false, matchedAlias: 'UCLA' },
    ]);
    expect(suggestSchools([], 'Penn State')[0]).toMatchObject({ name: 'Pennsylvania State University', inList: false });
  });
});

describe('resolveSchoolSearch', () => {
  it('finds the school by name in any case, or through an alias whose target is in the list', () => {
    expect(resolveSchoolSearch(list, 'stanford UNIVERSITY ')).toBe('Stanford University');
    expect(resolveSchoolSearch(list, 'UcSc')).toBe('University of California, Santa Cruz');
    expect(resolveSchoolSearch(list, 'uc santa')).toBeUndefined();
    expect(resolveSchoolSearch(['Stanford University'], 'UCLA')).toBeUndefined();
  });
});

describe('schoolSetCount and formatSetCount', () => {
  const counts = { 'University of California, Santa Cruz': 12, 'Stanford University': 1 };

  it('reads the real count, case-insensitively, and 0 for a school without public sets', () => {
    expect(schoolSetCount(counts, 'University of California, Santa Cruz')).toBe(12);
    expect(schoolSetCount(counts, 'stanford university')).toBe(1);
    expect(schoolSetCount(counts, 'New York University')).toBe(0);
  });

  it('reads in singular or plural', () => {
    expect(formatSetCount(0)).toBe('0 sets');
    expect(formatSetCount(1)).toBe('1 set');
    expect(formatSetCount(12)).toBe('12 sets');
    expect(formatSetCount(1204)).toBe('1,204 sets');
  });
});
