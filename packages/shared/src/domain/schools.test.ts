import { describe, expect, it } from 'vitest';
import {
  classCodeListFileName,
  DEFAULT_CLASS_CODE_LIST,
  resolveSchoolAlias,
  SCHOOL_ALIASES,
  schoolSlug,
} from './schools.ts';

describe('resolveSchoolAlias', () => {
  it.each([
    ['UCLA', 'University of California, Los Angeles'],
    ['UC Berkeley', 'University of California, Berkeley'],
    ['Berkeley', 'University of California, Berkeley'],
    ['UCB', 'University of California, Berkeley'],
    ['UCSC', 'University of California, Santa Cruz'],
    ['UC Santa Cruz', 'University of California, Santa Cruz'],
    ['UMich', 'University of Michigan - Ann Arbor'],
    ['Michigan', 'University of Michigan - Ann Arbor'],
    ['U of M', 'University of Michigan - Ann Arbor'],
    ['UF', 'University of Florida'],
    ['Florida', 'University of Florida'],
    ['Stanford', 'Stanford University'],
    ['NYU', 'New York University'],
    ['PSU', 'Pennsylvania State University'],
    ['Penn State', 'Pennsylvania State University'],
    ['ASU', 'Arizona State University'],
  ])('maps %s to %s', (alias, name) => {
    expect(resolveSchoolAlias(alias)).toBe(name);
  });

  it('ignores case and surrounding spaces', () => {
    expect(resolveSchoolAlias('  ucla ')).toBe('University of California, Los Angeles');
    expect(resolveSchoolAlias('penn STATE')).toBe('Pennsylvania State University');
  });

  it('answers undefined for anything that is not an alias', () => {
    expect(resolveSchoolAlias('UC')).toBeUndefined();
    expect(resolveSchoolAlias('Stanford University')).toBeUndefined();
    expect(resolveSchoolAlias('')).toBeUndefined();
  });

  it('has every alias of the spec exactly once', () => {
    const aliases = SCHOOL_ALIASES.map((a) => a.alias.toLowerCase());
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases).toHaveLength(16);
  });
});

describe('schoolSlug', () => {
  it.each([
    ['University of California, Los Angeles', 'university-of-california-los-angeles'],
    ['Stanford University', 'stanford-university'],
    ['University of Michigan - Ann Arbor', 'university-of-michigan-ann-arbor'],
    ['Alabama A&M University', 'alabama-am-university'],
    ['Anoka-Ramsey Community College', 'anokaramsey-community-college'],
    ["St. John's University", 'st-johns-university'],
    ['  Université   de Montréal ', 'universite-de-montreal'],
  ])('%s → %s', (name, slug) => {
    expect(schoolSlug(name)).toBe(slug);
  });

  it('names a school’s class-code list file after its slug', () => {
    expect(classCodeListFileName('University of California, Los Angeles')).toBe(
      'university-of-california-los-angeles-class-codes.csv',
    );
    expect(DEFAULT_CLASS_CODE_LIST).toBe('class_codes.csv');
  });
});
