import { describe, expect, it } from 'vitest';
import { checkAnswerLocally } from '../answers/check-answer.ts';
import { answerKind } from './answer-kind.ts';
import { pickDistractors } from './pick-distractors.ts';

const pick = (correctAnswer: string, pool: string[] = [], question = 'Question?', count = 3) =>
  pickDistractors({ question, correctAnswer, count, pool });

const key = (s: string) => s.toLowerCase().replace(/[\s.,;:!?'"()]+/g, '');

describe('answerKind', () => {
  it.each([
    ['1789', 'year'],
    ['44 BC', 'year'],
    ['July 4, 1776', 'date'],
    ['42%', 'percent'],
    ['1/6', 'fraction'],
    ['5,730 years', 'number'],
    ['6.022 × 10^23', 'number'],
    ['PV = nRT', 'formula'],
    ['$\\pi r^2$', 'math'],
    ['It is $x = 2$', 'math'],
    ['Adam Smith', 'person'],
    ['Mitochondria', 'term'],
    ['The diffusion of water across a membrane', 'phrase'],
  ])('%j is a %s', (answer, kind) => {
    expect(answerKind(answer)).toBe(kind);
  });
});

describe('pickDistractors', () => {
  it('offers math for math, never the same formula written another way', () => {
    const pool = ['$\\frac{1}{3}$', 'Prices, not math', '$\\pi r^{2}$', '$2\\pi r$', '$1$'];
    expect(pick('$\\pi r^2$', pool)).toEqual(expect.arrayContaining(['$\\frac{1}{3}$', '$2\\pi r$', '$1$']));
    expect(pick('$\\pi r^2$', pool)).toHaveLength(3);
    expect(pick('Mitochondria', pool)).not.toContain('$1$');
  });

  const organelles = ['Ribosomes', 'Chloroplast', 'Nucleus', 'Golgi apparatus', 'Lysosome', 'Vacuole'];

  it('chooses from a frozen pool (kept for a whole quiz) exactly as from a fresh one, question after question', () => {
    const pool = Object.freeze([
      'Ribosomes',
      'Chloroplast',
      '1789',
      'Nucleus',
      'Adam Smith',
      'Golgi apparatus',
      'Lysosome',
    ]);
    for (const [question, answer] of [
      ['Which organelle makes ATP?', 'Mitochondria'],
      ['Which organelle holds the DNA?', 'Nucleus'],
      ['When did the French Revolution start?', '1789'],
    ] as const) {
      const fromFresh = pickDistractors({ question, correctAnswer: answer, count: 3, pool: [...pool] });
      expect(pickDistractors({ question, correctAnswer: answer, count: 3, pool })).toEqual(fromFresh);
      expect(pickDistractors({ question, correctAnswer: answer, count: 3, pool })).toEqual(fromFresh);
    }
  });

  it('takes wrong answers from the pool, as many as asked', () => {
    const options = pick('Mitochondria', organelles);
    expect(options).toHaveLength(3);
    for (const option of options) expect(organelles).toContain(option);
  });

  it('never offers the correct answer, however the pool writes it', () => {
    const pool = [
      'mitochondria',
      ' The Mitochondria ',
      'MITOCHONDRIA.',
      'the mitochondrion',
      'Mitocondria',
      'Ribosomes',
    ];
    const options = pick('Mitochondria', pool, 'Which organelle makes ATP?', 5);
    for (const option of options) {
      expect(checkAnswerLocally(option, 'Mitochondria').isCorrect).toBe(false);
      expect(key(option)).not.toBe(key('Mitochondria'));
    }
    expect(options).toContain('Ribosomes');
  });

  it('never offers two options alike', () => {
    const pool = ['Ribosomes', 'ribosomes', 'The ribosome', 'Ribosome.', 'Nucleus', 'the nucleus', 'Vacuole'];
    const options = pick('Mitochondria', pool, 'Which organelle makes ATP?', 3);
    expect(options).toHaveLength(3);
    for (const [i, a] of options.entries()) {
      for (const b of options.slice(i + 1)) expect(checkAnswerLocally(a, b).isCorrect).toBe(false);
    }
  });

  it('is deterministic: the same question gets the same options in the same order', () => {
    const pool = [...organelles, 'Cell wall', 'Centriole', 'Peroxisome'];
    const first = pick('Mitochondria', pool, 'Which organelle makes ATP?');
    for (let i = 0; i < 3; i++) expect(pick('Mitochondria', pool, 'Which organelle makes ATP?')).toEqual(first);
  });

  it('matches the kind of the answer: years for a year, people for a person', () => {
    const pool = [
      'Napoleon Bonaparte',
      '1776',
      'The Estates-General',
      '1815',
      'Storming of the Bastille',
      '1799',
      'Louis XVI',
    ];
    const years = pick('1789', pool, 'When did the French Revolution begin?');
    expect(years).toEqual(expect.arrayContaining(['1776', '1815', '1799']));
    const people = pick('Adam Smith', [
      'Monopoly',
      'Karl Marx',
      'A general rise in prices',
      'Milton Friedman',
      'David Ricardo',
    ]);
    expect(people.sort()).toEqual(['David Ricardo', 'Karl Marx', 'Milton Friedman']);
  });

  it('prefers options of a similar length', () => {
    const pool = [
      'The maintenance of a stable internal environment despite changes outside the organism and its cells',
      'Ribosomes',
      'Nucleus',
      'Chloroplast',
    ];
    expect(pick('Mitochondria', pool)).not.toContain(pool[0]);
  });

  it('makes nearby years when the pool has too few', () => {
    const options = pick('1789', [], 'When did the French Revolution begin?');
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option).toMatch(/^\d{4}$/);
      expect(Math.abs(Number(option) - 1789)).toBeLessThanOrEqual(60);
      expect(option).not.toBe('1789');
    }
    expect(new Set(options).size).toBe(3);
  });

  it('keeps the unit and the way the number is written', () => {
    for (const option of pick('5,730 years')) expect(option).toMatch(/^\d{1,3}(,\d{3})* years$/);
    for (const option of pick('42%')) expect(option).toMatch(/^\d+%$/);
    for (const option of pick('9.8 m/s²')) expect(option).toMatch(/^\d+\.\d m\/s²$/);
    expect(pick('6.022 × 10^23')).toEqual(expect.arrayContaining(['6.022 × 10^22', '6.022 × 10^24']));
    expect(pick('July 4, 1776').every((o) => /^July 4, \d{4}$/.test(o))).toBe(true);
    for (const option of pick('1/6')) expect(option).toMatch(/^\d+\/\d+$/);
  });

  it('tops the pool up with generated numbers', () => {
    const options = pick('1789', ['1815'], 'When did the French Revolution begin?');
    expect(options).toHaveLength(3);
    expect(options).toContain('1815');
  });

  it('offers real terms of the same family, or the opposite, when the pool is empty', () => {
    expect(pick('Fluorine').every((o) => ['Chlorine', 'Bromine', 'Iodine'].includes(o))).toBe(true);
    expect(pick('Endothermic')).toEqual(['Exothermic']);
    expect(pick('It increases')).toEqual(['It decreases']);
  });

  it('offers fewer than asked, never made-up strings, when nothing plausible exists', () => {
    expect(pick('Zeitgeist')).toEqual([]);
    expect(pick('The diffusion of water across a semipermeable membrane')).toEqual([]);
  });

  it('never offers a text option for a number, or a number for a term', () => {
    expect(pick('1789', ['Napoleon', 'The Bastille', 'Louis XVI'])).not.toContain('Napoleon');
    const options = pick('Mitochondria', ['1789', '42%', 'Ribosomes']);
    expect(options[0]).toBe('Ribosomes');
    expect(options.some((o) => /\d/.test(o))).toBe(false);
  });

  it('respects the count', () => {
    const pool = [...organelles, 'Cell wall', 'Centriole'];
    expect(pick('Mitochondria', pool, 'Q', 1)).toHaveLength(1);
    expect(pick('Mitochondria', pool, 'Q', 8)).toHaveLength(8);
    expect(pick('Mitochondria', pool, 'Q', 0)).toEqual([]);
  });
});
