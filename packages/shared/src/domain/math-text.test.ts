import { describe, expect, it } from 'vitest';
import { hasMath, splitMath } from './math-text.ts';

const math = (tex: string, display = false, source = display ? `$$${tex}$$` : `$${tex}$`) => ({
  kind: 'math',
  tex,
  display,
  source,
});
const text = (t: string) => ({ kind: 'text', text: t });

describe('splitMath', () => {
  it('finds inline and display math between text', () => {
    expect(splitMath('Area $\\pi r^2$ of a circle')).toEqual([text('Area '), math('\\pi r^2'), text(' of a circle')]);
    expect(splitMath('$$\\int_0^1 x\\,dx$$')).toEqual([math('\\int_0^1 x\\,dx', true)]);
    expect(splitMath('a $x$ and $$y$$.')).toEqual([text('a '), math('x'), text(' and '), math('y', true), text('.')]);
  });

  it('leaves prices as text', () => {
    for (const price of ['$5 and $10', 'It costs $5, or $10 with tax', '$5$10', 'from $3 to $4.50', 'US$ 20 and $ 30'])
      expect(splitMath(price), price).toEqual([text(price)]);
    expect(hasMath('$5 and $10')).toBe(false);
  });

  it('needs no space just inside inline delimiters and no digit after the closing one', () => {
    expect(splitMath('$ x$')).toEqual([text('$ x$')]);
    expect(splitMath('$x $')).toEqual([text('$x $')]);
    expect(splitMath('$x$5')).toEqual([text('$x$5')]);
    // a later closing dollar that fits still closes
    expect(splitMath('$a $b$')).toEqual([math('a $b', false, '$a $b$')]);
  });

  it('allows spaces inside display math but not an empty formula', () => {
    expect(splitMath('$$ x + 1 $$')).toEqual([math(' x + 1 ', true)]);
    expect(splitMath('$$  $$')).toEqual([text('$$  $$')]);
    expect(splitMath('$$')).toEqual([text('$$')]);
  });

  it('reads \\$ as a dollar sign in text and not as a delimiter inside math', () => {
    expect(splitMath('pay \\$5')).toEqual([text('pay $5')]);
    expect(splitMath('$\\$x$')).toEqual([math('\\$x')]);
    expect(splitMath('$$a \\$$ b$$')).toEqual([math('a \\$$ b', true)]);
  });

  it('keeps unclosed math as text', () => {
    expect(splitMath('$x^2')).toEqual([text('$x^2')]);
    expect(splitMath('$$x^2')).toEqual([text('$$x^2')]);
    expect(splitMath('')).toEqual([]);
    expect(splitMath('no math')).toEqual([text('no math')]);
  });

  it('keeps hostile text as text parts, never altered', () => {
    const hostile = '<img src=x onerror=alert(1)> $x$ <script>alert(2)</script>';
    expect(splitMath(hostile)).toEqual([
      text('<img src=x onerror=alert(1)> '),
      math('x'),
      text(' <script>alert(2)</script>'),
    ]);
  });

  it('spans lines', () => {
    expect(splitMath('$a\n+b$')).toEqual([math('a\n+b')]);
  });
});

describe('splitMath on long hostile text', () => {
  it('reads a card of dollars that never close (each search would run to the end) as text', () => {
    const long = '$a '.repeat(30_000);
    expect(splitMath(long)).toEqual([text(long)]);
    // the cache of failed searches changes no answer: a later closer still closes the first dollar
    expect(splitMath('$a $a $a $b$')).toEqual([math('a $a $a $b', false, '$a $a $a $b$')]);
    expect(splitMath('$a $$ $b$')).toEqual([text('$a $$ '), math('b')]);
  });
});
