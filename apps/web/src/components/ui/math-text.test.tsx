import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { katexIfLoaded } from '../../lib/math/katex-loader.ts';
import { MathText } from './math-text.tsx';

const shown = (text: string, explainErrors = false) =>
  render(
    <p data-testid="side">
      <MathText text={text} explainErrors={explainErrors} />
    </p>,
  );

describe('MathText', () => {
  // first: nothing before it has loaded KaTeX
  it('shows text without math as it is, without loading KaTeX', () => {
    shown('It costs $5 and $10, tax \\$2 aside');
    // `\$` is how a dollar sign is written next to math: shown as `$`
    expect(screen.getByTestId('side').textContent).toBe('It costs $5 and $10, tax $2 aside');
    shown('Plain <b>text</b>');
    expect(screen.getByText('Plain <b>text</b>')).toBeInTheDocument();
    expect(katexIfLoaded()).toBeNull();
  });

  it('draws inline and display math with KaTeX, the text around it kept', async () => {
    const { container } = shown('Area $\\pi r^2$ and $$\\int_0^1 x\\,dx$$ done');
    expect(await screen.findByText((_, el) => el?.classList.contains('katex-display') ?? false)).toBeInTheDocument();
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.math-inline .katex math annotation')?.textContent).toBe('\\pi r^2');
    expect(container.textContent).toMatch(/^Area .* and .* done$/);
  });

  it('draws display math inline where asked (a Match tile)', async () => {
    const { container } = render(<MathText text="$$x = \\frac{1}{2}$$" inlineOnly />);
    await screen.findByText((_, el) => el?.classList.contains('katex') ?? false);
    expect(container.querySelector('.katex-display')).toBeNull();
  });

  it('shows LaTeX it cannot read as its source with a gentle note, and the rest drawn', async () => {
    const { container } = shown('Good $x^2$, bad $\\frac{1}{$ and $\\nosuchcommand$');
    await screen.findAllByText('(math error)');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    const errors = [...container.querySelectorAll('.math-error')];
    expect(errors.map((e) => e.firstChild?.textContent)).toEqual(['$\\frac{1}{$', '$\\nosuchcommand$']);
    expect(errors[1]?.getAttribute('title')).toContain('Undefined control sequence');
  });

  it('explains the error where asked (the creator’s preview)', async () => {
    shown('$\\nosuchcommand$', true);
    expect(await screen.findByText(/^\(math error: Undefined control sequence/)).toBeInTheDocument();
  });

  it('never turns hostile text into HTML, links or styles', async () => {
    const { container } = shown(
      '<img src=x onerror="alert(1)"> $x$ $\\href{javascript:alert(2)}{y}$ $\\htmlStyle{color:red}{z}$ <script>alert(3)</script>',
    );
    await screen.findAllByText((_, el) => el?.classList.contains('katex') ?? false);
    expect(container.querySelector('img, script, a, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<script>alert(3)</script>');
    // untrusted commands are shown as KaTeX's own error text, never obeyed
    expect(container.querySelector('[style*="rgb(255, 0, 0)"]')).toBeNull();
    expect(container.textContent).toContain('\\href');
  });

  it('stops a formula that expands without end, as an error', async () => {
    shown('$\\def\\x{\\x\\x}\\x$');
    expect(await screen.findByText('(math error)')).toBeInTheDocument();
  });
});
