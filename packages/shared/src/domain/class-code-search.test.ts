import { describe, expect, it } from 'vitest';
import { SuggestionLimits } from '../constants/limits.ts';
import { classCodeQuery, findClassCode, parseClassCodeList, suggestClassCodes } from './class-code-search.ts';

const list = ['AM10', 'AM100', 'AM101', 'AMS5', 'CSE 101', 'CSE 3', 'CSE 10', 'CSRE 141S', 'MATH 101A', 'PHYS 5'];

describe('class-code suggestions', () => {
  it('read the input trimmed and upper-cased', () => {
    expect(classCodeQuery('  cse 101 ')).toBe('CSE 101');
    expect(suggestClassCodes(list, '  cse 1')).toEqual(['CSE 10', 'CSE 101']);
  });

  it('match by prefix, best kind first, then in natural order', () => {
    expect(suggestClassCodes(list, 'cse')).toEqual(['CSE 3', 'CSE 10', 'CSE 101']);
    expect(suggestClassCodes(list, 'am1')).toEqual(['AM10', 'AM100', 'AM101']);
  });

  it('match a prefix with spaces ignored', () => {
    expect(suggestClassCodes(list, 'cse101')).toEqual(['CSE 101']);
    expect(suggestClassCodes(list, 'c s e 1 0')).toEqual(['CSE 10', 'CSE 101']);
  });

  it('match digits only against the code’s first number', () => {
    expect(suggestClassCodes(list, '101')).toEqual(['AM101', 'CSE 101', 'MATH 101A']);
    expect(suggestClassCodes(list, '5')).toEqual(['AMS5', 'PHYS 5']);
    // 10 is the first number of AM10 and CSE 10 only, not a prefix of AM100's number.
    expect(suggestClassCodes(list, '10')).toEqual(['AM10', 'CSE 10']);
  });

  it('put codes whose letters are exactly the letters typed before longer subjects', () => {
    expect(suggestClassCodes(list, 'am')).toEqual(['AM10', 'AM100', 'AM101', 'AMS5']);
    expect(suggestClassCodes(list, 'cs')).toEqual(['CSE 3', 'CSE 10', 'CSE 101', 'CSRE 141S']);
    expect(suggestClassCodes(['CSRE 1', 'CS 106A', 'CS 9'], 'cs')).toEqual(['CS 9', 'CS 106A', 'CSRE 1']);
  });

  it('put the code itself first', () => {
    expect(suggestClassCodes(['AM100', 'AM10', 'AM10A'], 'am10')).toEqual(['AM10', 'AM10A', 'AM100']);
  });

  it('suggest at most ten by default, none for blank input or no match', () => {
    const many = Array.from({ length: 30 }, (_, i) => `BIO ${i + 1}`);
    expect(suggestClassCodes(many, 'bio')).toHaveLength(SuggestionLimits.classCodeCreator);
    expect(suggestClassCodes(many, 'bio', 3)).toEqual(['BIO 1', 'BIO 2', 'BIO 3']);
    expect(suggestClassCodes(many, '   ')).toEqual([]);
    expect(suggestClassCodes(many, 'chem')).toEqual([]);
  });
});

describe('finding a typed class code in the list', () => {
  it('compares upper-cased with spaces ignored and gives the list’s spelling', () => {
    expect(findClassCode(list, 'cse 101')).toBe('CSE 101');
    expect(findClassCode(list, 'cse101')).toBe('CSE 101');
    expect(findClassCode(list, ' am10 ')).toBe('AM10');
    expect(findClassCode(list, 'CSE 1')).toBeUndefined();
    expect(findClassCode(list, '')).toBeUndefined();
  });
});

describe('class-code list files', () => {
  it('hold one code a line', () => {
    expect(parseClassCodeList('AM10\r\n CSE 101 \n\nPHYS 5\n')).toEqual(['AM10', 'CSE 101', 'PHYS 5']);
  });
});
