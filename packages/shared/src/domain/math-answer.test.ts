import { describe, expect, it } from 'vitest';
import { normaliseLatex, sameMathAnswer } from './math-answer.ts';

describe('normaliseLatex', () => {
  it('ignores spaces, sizes, spacing commands and braces around one token', () => {
    const forms = ['\\frac{1}{2}', '\\frac 1 2', '\\dfrac{ 1 }{2}', '\\frac{{1}}{2}', '\\,\\frac12'];
    for (const form of forms) expect(normaliseLatex(form), form).toBe(normaliseLatex('\\frac12'));
    expect(normaliseLatex('\\left( x \\right)')).toBe(normaliseLatex('(x)'));
    expect(normaliseLatex('\\left. f \\right|_0')).toBe(normaliseLatex('f|_0'));
    expect(normaliseLatex('x^{2}')).toBe(normaliseLatex('x^2'));
    expect(normaliseLatex('a \\le b')).toBe(normaliseLatex('a\\leq b'));
  });

  it('keeps what changes the formula', () => {
    expect(normaliseLatex('x^{12}')).not.toBe(normaliseLatex('x^12'));
    expect(normaliseLatex('\\alpha x')).not.toBe(normaliseLatex('\\alphax'));
    expect(normaliseLatex('X')).not.toBe(normaliseLatex('x'));
    expect(normaliseLatex('\\frac{12}{3}')).not.toBe(normaliseLatex('\\frac{1}{23}'));
  });
});

describe('sameMathAnswer', () => {
  it('leaves answers without math to the ordinary checker', () => {
    expect(sameMathAnswer('mitochondria', 'Mitochondria')).toBeNull();
    expect(sameMathAnswer('$5 and $10', '$5 and $10')).toBeNull();
  });

  it('accepts the same formula written another way, with or without its dollars', () => {
    expect(sameMathAnswer('$x^{2}+1$', '$x^2 + 1$')).toBe(true);
    expect(sameMathAnswer('x^2+1', '$x^2 + 1$')).toBe(true);
    expect(sameMathAnswer('$$\\frac{a}{b}$$', '$\\frac ab$')).toBe(true);
    expect(sameMathAnswer('It is $E = mc^2$', 'it is $E=mc^{2}$')).toBe(true);
  });

  it('never grades a different formula correct, however close in words', () => {
    expect(sameMathAnswer('$x^3+1$', '$x^2+1$')).toBe(false);
    expect(sameMathAnswer('$X^2$', '$x^2$')).toBe(false);
    expect(sameMathAnswer('x squared plus one', '$x^2+1$')).toBe(false);
    expect(sameMathAnswer('$\\sin x$', '$\\cos x$')).toBe(false);
    expect(sameMathAnswer('It is $E = mc^3$', 'It is $E = mc^2$')).toBe(false);
    expect(sameMathAnswer('$x$', 'The value $x$')).toBe(false);
  });
});
