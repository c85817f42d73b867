import { describe, expect, it } from 'vitest';
import { SetLimits } from '../constants/limits.ts';
import { cardHasContent, cardsProblem, sideFilled } from './card-content.ts';

const IMG = '/uploads/abcdefghijklmnopqrst.png';

describe('the card rule', () => {
  it('counts a side filled by text that is not only spaces, or by an image', () => {
    expect(sideFilled({ question: '  ' }, 'question')).toBe(false);
    expect(sideFilled({ question: ' Mitosis ' }, 'question')).toBe(true);
    expect(sideFilled({ answer: '', answerImage: IMG }, 'answer')).toBe(true);
    expect(sideFilled({ answer: '', answerImage: '' }, 'answer')).toBe(false);
    expect(cardHasContent({ question: null, answer: undefined })).toBe(false);
  });

  it('drops empty cards, and names an incomplete one by its place among all the cards', () => {
    expect(
      cardsProblem([
        { question: 'Q', answer: 'A' },
        { question: ' ', answer: '' },
      ]),
    ).toBeNull();
    expect(cardsProblem([{}, { question: 'Q', answer: 'A' }, { answer: 'only an answer' }])).toEqual({
      kind: 'incomplete',
      index: 2,
      side: 'question',
    });
    expect(cardsProblem([{ question: 'Q', answer: ' ' }])).toEqual({ kind: 'incomplete', index: 0, side: 'answer' });
  });

  it('wants at least one card and at most the set limit, empty ones not counted', () => {
    expect(cardsProblem([])).toEqual({ kind: 'noCards' });
    expect(cardsProblem([{ question: '', answer: '' }])).toEqual({ kind: 'noCards' });
    const full = Array.from({ length: SetLimits.cardsMax }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` }));
    expect(cardsProblem([...full, {}])).toBeNull();
    expect(cardsProblem([...full, { question: 'one', answer: 'more' }])).toEqual({
      kind: 'tooMany',
      count: SetLimits.cardsMax + 1,
    });
  });
});
