import { describe, expect, it } from 'vitest';
import { buildAnkiPackage } from './anki-export.ts';
import { fieldToText } from './anki-html.ts';
import { ankiMathToDollars, dollarsToAnkiMath } from './anki-math.ts';
import { readAnkiPackage } from './anki-package.ts';

describe('math between Anki and cards (import-export §3, §5)', () => {
  it('maps Anki’s \\(…\\) and \\[…\\] to $…$ and $$…$$, spaces just inside dropped', () => {
    expect(ankiMathToDollars('Area \\( \\pi r^2 \\) and \\[\\int_0^1 x\\,dx\\]')).toBe(
      'Area $\\pi r^2$ and $$\\int_0^1 x\\,dx$$',
    );
    expect(ankiMathToDollars('\\(\\left(a\\right)\\)')).toBe('$\\left(a\\right)$');
    expect(ankiMathToDollars('empty \\( \\) stays')).toBe('empty \\( \\) stays');
  });

  it('escapes the prices of a field with math, and leaves a field without math as it is', () => {
    expect(ankiMathToDollars('$5 buys \\(x\\) for \\$2')).toBe('\\$5 buys $x$ for \\$2');
    expect(ankiMathToDollars('$5 and $10')).toBe('$5 and $10');
  });

  it('maps card math back, prices as written', () => {
    expect(dollarsToAnkiMath('Area $\\pi r^2$ and $$\\int x$$, \\$5 or $5 and $10')).toBe(
      'Area \\(\\pi r^2\\) and \\[\\int x\\], $5 or $5 and $10',
    );
  });

  it('reads field HTML with math, entities decoded first', () => {
    expect(fieldToText('If \\(a &lt; b\\)<br>then \\[a^2 &lt; b^2\\]').text).toBe('If $a < b$\nthen $$a^2 < b^2$$');
  });

  it('carries math through an Anki package and back', () => {
    const cards = [
      { question: 'Area of a circle of radius $r$?', answer: '$\\pi r^2$' },
      { question: 'Costs $5 and $10, and $$\\sum_{i=1}^n i$$ is', answer: '$\\frac{n(n+1)}{2}$ (\\$ aside)' },
    ];
    const apkg = buildAnkiPackage({
      deckName: 'Math',
      description: '',
      cards: cards.map((c) => ({ ...c, questionImage: null, answerImage: null })),
      media: new Map(),
      now: 1_700_000_000,
    });
    const deck = readAnkiPackage(apkg).decks[0];
    const back = deck?.cards.map((c) => [c.question, c.answer]);
    expect(back).toEqual([
      ['Area of a circle of radius $r$?', '$\\pi r^2$'],
      // the prices come back escaped: in a side with math they could otherwise pair with its dollars
      ['Costs \\$5 and \\$10, and $$\\sum_{i=1}^n i$$ is', '$\\frac{n(n+1)}{2}$ (\\$ aside)'],
    ]);
  });
});
