import { describe, expect, it } from 'vitest';
import { checkAnswerLocally } from './check-answer.ts';

/**
 * A complete paraphrase that names every part of the answer is not marked down for leaving out a
 * word the card's answer happens to use (issue 19, grading): a count said as a number ("only one"
 * for "single"), a word that only names the kind of thing.
 */
const check = (typed: string, card: string, question = '') => checkAnswerLocally(typed, card, question);

describe('checkAnswerLocally: complete paraphrases', () => {
  it('accepts "only one seller" for "a single seller", and the reverse', () => {
    const monopoly = 'A market with a single seller of a product with no close substitutes';
    expect(check('a market with only one seller and no close substitutes', monopoly, 'What is a monopoly?')).toEqual({
      isCorrect: true,
      isClose: false,
      feedback: '',
    });
    expect(check('one seller', 'A single seller', 'What is a monopoly?').isCorrect).toBe(true);
    expect(check('a market with a single seller', 'A market with only one seller').isCorrect).toBe(true);
    expect(check('a vote by the people on one issue', 'A direct vote by the people on a single issue').isCorrect).toBe(
      true,
    );
    expect(check('a market with a sole seller', 'A market with only one seller', 'What is a monopoly?').isCorrect).toBe(
      true,
    );
  });

  it('does not count a word that only names the kind against a long answer that gives every other part', () => {
    const structure = 'A market structure with a single seller of a product with no close substitutes';
    expect(check('a market with only one seller and no close substitutes', structure).isCorrect).toBe(true);
  });

  it('still asks for a count the student left out or got wrong, and for a real part left out', () => {
    expect(check('a market with a seller', 'A market with a single seller')).toMatchObject({ isClose: true });
    expect(check('a market with many sellers', 'A market with a single seller').isCorrect).toBe(false);
    expect(check('a market with two sellers', 'A market with a single seller').isCorrect).toBe(false);
    expect(check('a vote by the people', 'A direct vote by the people on a single issue')).toEqual({
      isCorrect: false,
      isClose: true,
      feedback: 'Almost: your answer is missing "direct" and "single issue".',
    });
  });
});
