import { describe, expect, it } from 'vitest';
import { SuggestionLimits } from '../constants/limits.ts';
import { matchClassCodeForSearch } from './class-code-search.ts';

const list = [
  'AM10',
  'AM100',
  'AM101',
  'AMS5',
  'CS 106A',
  'CSE 101',
  'CSE 3',
  'CSE 10',
  'CSRE 141S',
  'MATH 101A',
  'PHYS 5',
];
const suggest = (input: string) => matchClassCodeForSearch(list, input).suggestions;

describe('Find Sets class-code matching', () => {
  it('reads the input upper-cased and gives the exact code first, in the list’s spelling', () => {
    expect(matchClassCodeForSearch(list, ' cse 101 ')).toEqual({
      exact: 'CSE 101',
      suggestions: ['CSE 101'],
      resolved: 'CSE 101',
    });
    // Spaces do not matter: the code itself, then the codes it is a prefix of.
    expect(matchClassCodeForSearch(list, 'am10')).toEqual({
      exact: 'AM10',
      suggestions: ['AM10', 'AM100', 'AM101'],
      resolved: 'AM10',
    });
  });

  it('falls back to a prefix with spaces ignored', () => {
    expect(suggest('cse1')).toEqual(['CSE 10', 'CSE 101']);
    expect(suggest('c s e 1 0')).toEqual(['CSE 10', 'CSE 101']);
    expect(suggest('math101')).toEqual(['MATH 101A']);
  });

  it('matches digits alone on the course number: the number itself, then longer ones starting with it', () => {
    expect(suggest('101')).toEqual(['AM101', 'CSE 101', 'MATH 101A']);
    expect(suggest('5')).toEqual(['AMS5', 'PHYS 5']);
    expect(suggest('10')).toEqual(['AM10', 'CSE 10', 'AM100', 'AM101', 'CSE 101', 'MATH 101A', 'CS 106A']);
  });

  it('matches letters alone on the subject, the subject typed in full first', () => {
    expect(suggest('cs')).toEqual(['CS 106A', 'CSE 3', 'CSE 10', 'CSE 101', 'CSRE 141S']);
    expect(suggest('am')).toEqual(['AM10', 'AM100', 'AM101', 'AMS5']);
  });

  it('resolves to a single partial match (it auto-fills), not to one of several', () => {
    expect(matchClassCodeForSearch(list, 'csre')).toEqual({
      exact: undefined,
      suggestions: ['CSRE 141S'],
      resolved: 'CSRE 141S',
    });
    expect(matchClassCodeForSearch(list, '106').resolved).toBe('CS 106A');
    expect(matchClassCodeForSearch(list, 'cse').resolved).toBeUndefined();
  });

  it('finds nothing for blank input or a code not in the list', () => {
    expect(matchClassCodeForSearch(list, '   ')).toEqual({ exact: undefined, suggestions: [], resolved: undefined });
    expect(matchClassCodeForSearch(list, 'chem 1')).toEqual({ exact: undefined, suggestions: [], resolved: undefined });
    // Letters after the number do not make a letters-only or digits-only query.
    expect(suggest('5a')).toEqual([]);
  });

  it('suggests at most eight', () => {
    const many = Array.from({ length: 30 }, (_, i) => `BIO ${i + 1}`);
    expect(matchClassCodeForSearch(many, 'bio').suggestions).toHaveLength(SuggestionLimits.classCodeFindSets);
    expect(matchClassCodeForSearch(many, 'bio').suggestions.slice(0, 3)).toEqual(['BIO 1', 'BIO 2', 'BIO 3']);
    expect(matchClassCodeForSearch(many, 'bio 1', 3).suggestions).toEqual(['BIO 1', 'BIO 10', 'BIO 11']);
  });

  it('counts two spellings of one code as the exact code, not as a partial match', () => {
    expect(matchClassCodeForSearch(['CSE101', 'CSE 101', 'CSE 101L'], 'cse 101')).toEqual({
      exact: 'CSE101',
      suggestions: ['CSE101', 'CSE 101L'],
      resolved: 'CSE101',
    });
  });
});
