import { describe, expect, it } from 'vitest';
import { checkAnswerLocally, MATH_FEEDBACK } from './check-answer.ts';

const CORRECT = { isCorrect: true, isClose: false, feedback: '' };
const WRONG = { isCorrect: false, isClose: false, feedback: MATH_FEEDBACK };

describe('checkAnswerLocally with math (math §4)', () => {
  it.each([
    ['$x^{2} + 1$', '$x^2+1$'],
    ['x^2+1', '$x^2+1$'],
    ['$\\frac{1}{2}$', '$\\dfrac12$'],
    ['$\\left(a+b\\right)^2$', '$(a+b)^2$'],
    ['$$\\int_0^1 x \\, dx$$', '$\\int_0^1 x\\,dx$'],
  ])('%j for %j is the same formula: correct', (typed, card) => {
    expect(checkAnswerLocally(typed, card)).toEqual(CORRECT);
  });

  it.each([
    // what the word rules would forgive: case, a near number, words for the formula, extra words
    ['$X^2+1$', '$x^2+1$'],
    ['$x^2+2$', '$x^2+1$'],
    ['$x^3+1$', '$x^2+1$'],
    ['x squared plus one', '$x^2+1$'],
    ['$\\pi r^2$ is the area', '$\\pi r^2$'],
    ['$\\sin x$', '$\\cos x$'],
    ['$x^12$', '$x^{12}$'],
  ])('%j for %j differs: incorrect, never close', (typed, card) => {
    expect(checkAnswerLocally(typed, card)).toEqual(WRONG);
  });

  it('leaves prices to the ordinary checker', () => {
    expect(checkAnswerLocally('$5 and $10', '$5 and $10').isCorrect).toBe(true);
    expect(checkAnswerLocally('5 and 10 dollars', '$5 and $10').feedback).not.toBe(MATH_FEEDBACK);
  });
});
