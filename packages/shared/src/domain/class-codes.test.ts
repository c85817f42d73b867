import { describe, expect, it } from 'vitest';
import { classCodeKey, normalizeClassCode } from './class-codes.ts';

describe('class codes', () => {
  it('compare case-insensitively and with spaces ignored', () => {
    expect(classCodeKey('cse 101')).toBe(classCodeKey('CSE101'));
    expect(classCodeKey(' Cs  106a ')).toBe('CS106A');
  });

  it('display upper-cased with single inner spaces', () => {
    expect(normalizeClassCode('  cs   106a ')).toBe('CS 106A');
    expect(normalizeClassCode('a&o sci 195')).toBe('A&O SCI 195');
  });
});
