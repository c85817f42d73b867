import { describe, expect, it } from 'vitest';
import { ImportMessages } from '../constants/import-messages.ts';
import { SetLimits } from '../constants/limits.ts';
import { readPaste } from './paste-import.ts';

describe('reading a paste', () => {
  it('splits Quizlet’s export (tab, new line) and Windows line ends, skipping blank lines', () => {
    const reading = readPaste('\ufeffa\t1\r\n\r\nb\t2 with\ttab\r\n', '\t', '\n');
    expect(reading.cards).toEqual([
      { question: 'a', answer: '1' },
      { question: 'b', answer: '2 with\ttab' },
    ]);
    expect(reading.warnings).toEqual([]);
  });

  it('reports cards without a separator, empty sides, long sides and more cards than a set holds', () => {
    const long = 'x'.repeat(SetLimits.cardTextMax + 1);
    const text = [
      'a;1',
      'lonely',
      `b;${long}`,
      ...Array.from({ length: SetLimits.cardsMax }, (_, i) => `q${i};a`),
    ].join('|');
    const reading = readPaste(text, ';', '|');
    expect(reading.cards).toHaveLength(SetLimits.cardsMax + 3);
    expect(reading.warnings).toEqual([
      ImportMessages.linesNotSplit([2]),
      ImportMessages.emptySides([2]),
      ImportMessages.textCut([3]),
      ImportMessages.deckTooLarge(SetLimits.cardsMax + 3),
    ]);
  });
});
