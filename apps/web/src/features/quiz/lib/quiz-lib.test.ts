import { describe, expect, it } from 'vitest';
import { localVerdict, sameAnswer, verdictFromCheck } from '../../../lib/grading.ts';
import { cutQuestion, resultsLine, skippedNotice, tallyText } from './quiz-messages.ts';
import { seededRandom, shuffled } from '../../../lib/shuffle.ts';

describe('sameAnswer and localVerdict', () => {
  it('compares trimmed and case-insensitively', () => {
    expect(sameAnswer('  Mitochondria ', 'mitochondria')).toBe(true);
    expect(sameAnswer('ATP', 'atp\n')).toBe(true);
    expect(sameAnswer('Mitochondira', 'Mitochondria')).toBe(false);
    expect(sameAnswer('x ² ', 'X ²')).toBe(true);
    expect(localVerdict('Paris', ' paris')).toEqual({ result: 'correct', feedback: '' });
    expect(localVerdict('Lyon', 'Paris')).toEqual({ result: 'incorrect', feedback: '' });
  });

  it('compares math as formulas, case and all', () => {
    expect(sameAnswer('$x^{2}$', '$x^2$')).toBe(true);
    expect(sameAnswer('$X^2$', '$x^2$')).toBe(false);
    expect(localVerdict('$\\frac12$', '$\\frac{1}{2}$').result).toBe('correct');
  });
});

describe('verdictFromCheck', () => {
  it('maps the check: correct wins, then close, else incorrect; feedback only when not correct', () => {
    expect(verdictFromCheck({ isCorrect: true, isClose: true, feedback: 'ignored' })).toEqual({
      result: 'correct',
      feedback: '',
    });
    expect(verdictFromCheck({ isCorrect: false, isClose: true, feedback: ' Check the spelling. ' })).toEqual({
      result: 'close',
      feedback: 'Check the spelling.',
    });
    expect(verdictFromCheck({ isCorrect: false, isClose: false, feedback: '' })).toEqual({
      result: 'incorrect',
      feedback: '',
    });
  });
});

describe('shuffled', () => {
  it('returns a permutation, leaves the input alone, and repeats for the same seed', () => {
    const input = ['a', 'b', 'c', 'd', 'e', 'f'];
    const out = shuffled(input, seededRandom(3));
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect([...out].sort()).toEqual(input);
    expect(shuffled(input, seededRandom(3))).toEqual(out);
    expect(shuffled([], seededRandom(3))).toEqual([]);
  });

  it('stays inside the array for a source at the edges', () => {
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
    expect(shuffled([1, 2, 3], () => 1)).toEqual([1, 2, 3]);
  });

  it('spreads each item over every place for a uniform source', () => {
    const random = seededRandom(17);
    const firstPlace = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const first = shuffled(['a', 'b', 'c', 'd'], random)[0] as string;
      firstPlace.set(first, (firstPlace.get(first) ?? 0) + 1);
    }
    for (const item of ['a', 'b', 'c', 'd']) expect(firstPlace.get(item)).toBeGreaterThan(850);
  });
});

describe('quiz words', () => {
  it('says flashcard or flashcards, was or were', () => {
    expect(skippedNotice(1)).toBe('1 flashcard with answer images was skipped from this quiz');
    expect(skippedNotice(3)).toBe('3 flashcards with answer images were skipped from this quiz');
  });

  it('words the counter and the results line as the spec does', () => {
    expect(tallyText(2, 1)).toBe('2 correct, 1 incorrect');
    expect(resultsLine(3, 4, 5)).toBe('3 correct out of 4 attempted questions (5 total)');
  });

  it('cuts at 30 characters by code point, on one line', () => {
    expect(cutQuestion('short')).toBe('short');
    expect(cutQuestion('Line one\nline two')).toBe('Line one line two');
    const math = '∫₀¹ 𝑥² d𝑥 = 1/3 and then some more text';
    expect(cutQuestion(math)).toBe(`${[...math].slice(0, 30).join('')}...`);
    expect([...cutQuestion(math)].length).toBe(33);
  });
});
