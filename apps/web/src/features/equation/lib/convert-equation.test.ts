import { describe, expect, it } from 'vitest';
import { appendEquation } from './append-equation.ts';
import { convertEquation, toSubscript, toSuperscript } from './convert-equation.ts';
import { keypadGroups } from './keypad-groups.ts';

describe('superscripts and subscripts', () => {
  it.each([
    ['x^2', 'x²'],
    ['x_2', 'x₂'],
    ['E = mc^2', 'E = mc²'],
    ['H_2O', 'H₂O'],
  ])('the spec examples: %s → %s', (typed, converted) => {
    expect(convertEquation(typed)).toBe(converted);
  });

  it('raises and lowers every digit', () => {
    expect(convertEquation('x^{0123456789}')).toBe('x⁰¹²³⁴⁵⁶⁷⁸⁹');
    expect(convertEquation('x_{0123456789}')).toBe('x₀₁₂₃₄₅₆₇₈₉');
    for (let d = 0; d <= 9; d++) {
      expect(convertEquation(`x^${d}`)).toBe(`x${'⁰¹²³⁴⁵⁶⁷⁸⁹'[d]}`);
      expect(convertEquation(`x_${d}`)).toBe(`x${'₀₁₂₃₄₅₆₇₈₉'[d]}`);
    }
  });

  it('raises and lowers signs and parentheses', () => {
    expect(convertEquation('x^{+-=()}')).toBe('x⁺⁻⁼⁽⁾');
    expect(convertEquation('x_{+-=()}')).toBe('x₊₋₌₍₎');
    expect(convertEquation('x^{−1}')).toBe('x⁻¹');
  });

  it('raises every lower-case letter Unicode has a superscript for, and no other', () => {
    expect(convertEquation('x^{abcdefghijklmnoprstuvwxyz}')).toBe('xᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ');
    expect(convertEquation('x^q')).toBe('x^(q)');
  });

  it('raises the capitals that have a superscript form', () => {
    expect(convertEquation('A^{ABDEGHIJKLMNOPRTUVW}')).toBe('Aᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂ');
    expect(convertEquation('M^T')).toBe('Mᵀ');
    expect(convertEquation('x^C')).toBe('x^(C)');
  });

  it('lowers every letter Unicode has a subscript for, and no other', () => {
    expect(convertEquation('x_{aehijklmnoprstuvx}')).toBe('xₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ');
    for (const letter of 'bcdfgqwyz') expect(convertEquation(`x_${letter}`)).toBe(`x_(${letter})`);
    expect(convertEquation('x_A')).toBe('x_(A)');
  });

  it('raises and lowers the Greek letters that have script forms', () => {
    expect(convertEquation('x^{\\alpha\\beta\\gamma\\delta\\theta\\phi\\chi}')).toBe('xᵅᵝᵞᵟᶿᵠᵡ');
    expect(convertEquation('x_{\\beta\\gamma\\rho\\phi\\chi}')).toBe('xᵦᵧᵨᵩᵪ');
    expect(convertEquation('x^{\\pi}')).toBe('x^(π)');
  });

  it('takes one character without braces, as LaTeX does', () => {
    expect(convertEquation('x^10')).toBe('x¹0');
    expect(convertEquation('a_ij')).toBe('aᵢj');
  });

  it('groups with braces', () => {
    expect(convertEquation('x^{10}')).toBe('x¹⁰');
    expect(convertEquation('a_{ij}')).toBe('aᵢⱼ');
    expect(convertEquation('x^{n+1}')).toBe('xⁿ⁺¹');
    expect(convertEquation('x_{max}')).toBe('xₘₐₓ');
  });

  it('drops spaces inside a script and skips spaces before its argument', () => {
    expect(convertEquation('x^{n + 1}')).toBe('xⁿ⁺¹');
    expect(convertEquation('x^ 2')).toBe('x²');
  });

  it('keeps a readable fallback, in parentheses, when a character has no script form', () => {
    expect(convertEquation('e^{i\\pi}')).toBe('e^(iπ)');
    expect(convertEquation('x_{\\infty}')).toBe('x_(∞)');
    expect(convertEquation('x^{a b q}')).toBe('x^(a b q)');
  });

  it('writes a script inside a script with the fallback, so the nesting still shows', () => {
    expect(convertEquation('x^{2^{3}}')).toBe('x^(2³)');
    expect(convertEquation('e^{-x^2}')).toBe('e^(-x²)');
    expect(convertEquation('e^{x_1}')).toBe('e^(x₁)');
  });

  it('reads a degree sign and a prime in a superscript', () => {
    expect(convertEquation('90^\\circ')).toBe('90°');
    expect(convertEquation('f^\\prime')).toBe('f′');
  });

  it('keeps a ^ or _ that has nothing to raise', () => {
    expect(convertEquation('x^')).toBe('x^');
    expect(convertEquation('x_ ')).toBe('x_');
    expect(convertEquation('{x^}')).toBe('x^');
    expect(convertEquation('x^{}')).toBe('x');
  });

  it('exposes the script helpers', () => {
    expect(toSuperscript('2n')).toBe('²ⁿ');
    expect(toSubscript('ij')).toBe('ᵢⱼ');
    expect(toSuperscript('')).toBe('');
  });
});

describe('braces and escapes', () => {
  it('uses bare braces only to group', () => {
    expect(convertEquation('{a}{b}')).toBe('ab');
    expect(convertEquation('x^{{2}}')).toBe('x²');
  });

  it('nests braces', () => {
    expect(convertEquation('x^{{1}{0}}')).toBe('x¹⁰');
    expect(convertEquation('\\frac{x^{2}}{\\sqrt{y_{1}}}')).toBe('x²/√y₁');
  });

  it('survives unbalanced braces', () => {
    expect(convertEquation('x^{10')).toBe('x¹⁰');
    expect(convertEquation('x}')).toBe('x}');
  });

  it('escapes ^, _, braces and the backslash', () => {
    expect(convertEquation('x\\^2')).toBe('x^2');
    expect(convertEquation('snake\\_case')).toBe('snake_case');
    expect(convertEquation('\\{1, 2\\}')).toBe('{1, 2}');
    expect(convertEquation('a \\\\ b')).toBe('a \\ b');
    expect(convertEquation('\\')).toBe('\\');
  });

  it('keeps an unknown command as typed', () => {
    expect(convertEquation('\\foo + 1')).toBe('\\foo + 1');
  });
});

describe('commands', () => {
  it.each([
    ['\\alpha', 'α'],
    ['\\beta', 'β'],
    ['\\pi', 'π'],
    ['\\theta', 'θ'],
    ['\\lambda', 'λ'],
    ['\\mu', 'μ'],
    ['\\sigma', 'σ'],
    ['\\omega', 'ω'],
    ['\\Delta', 'Δ'],
    ['\\Sigma', 'Σ'],
    ['\\Omega', 'Ω'],
  ])('Greek %s → %s', (typed, converted) => {
    expect(convertEquation(typed)).toBe(converted);
  });

  it.each([
    ['\\sqrt', '√'],
    ['\\infty', '∞'],
    ['\\cdot', '·'],
    ['\\times', '×'],
    ['\\div', '÷'],
    ['\\pm', '±'],
    ['\\leq', '≤'],
    ['\\geq', '≥'],
    ['\\neq', '≠'],
    ['\\approx', '≈'],
    ['\\rightarrow', '→'],
    ['\\to', '→'],
    ['\\Rightarrow', '⇒'],
    ['\\partial', '∂'],
    ['\\nabla', '∇'],
    ['\\sum', '∑'],
    ['\\prod', '∏'],
    ['\\in', '∈'],
    ['\\hbar', 'ℏ'],
  ])('symbol %s → %s', (typed, converted) => {
    expect(convertEquation(typed)).toBe(converted);
  });

  it('writes unit vectors with hats', () => {
    expect(convertEquation('\\ihat + \\jhat + \\khat')).toBe('î + ĵ + k̂');
    expect(convertEquation('3\\hat{i} - 2\\hat{j} + \\hat{k}')).toBe('3î - 2ĵ + k̂');
    expect(convertEquation('\\hat{x}')).toBe('x̂');
    expect(convertEquation('\\vec{F} = m\\vec{a}')).toBe('F⃗ = ma⃗');
    expect(convertEquation('\\bar{x}')).toBe('x̄');
  });

  it('prints function names upright and keeps the spaces typed', () => {
    expect(convertEquation('\\sin x + \\cos(2\\theta)')).toBe('sin x + cos(2θ)');
    expect(convertEquation('\\ln e = 1')).toBe('ln e = 1');
  });

  it('writes roots and fractions on one line', () => {
    expect(convertEquation('\\sqrt{2}')).toBe('√2');
    expect(convertEquation('\\sqrt{x+1}')).toBe('√(x+1)');
    expect(convertEquation('\\sqrt[3]{8}')).toBe('∛8');
    expect(convertEquation('\\sqrt[4]{x}')).toBe('∜x');
    expect(convertEquation('\\sqrt[n]{x}')).toBe('ⁿ√x');
    expect(convertEquation('\\frac{a+b}{2}')).toBe('(a+b)/2');
    expect(convertEquation('\\frac{1}{(x-1)}')).toBe('1/(x-1)');
    expect(convertEquation('\\frac{(a)+(b)}{c}')).toBe('((a)+(b))/c');
    expect(convertEquation('\\frac{2x}{3}')).toBe('2x/3');
    expect(convertEquation('\\sqrt{2x}')).toBe('√(2x)');
    expect(convertEquation('\\sqrt{10} + \\sqrt{x^2}')).toBe('√10 + √x²');
  });

  it('writes number sets, words, spacing and sized delimiters', () => {
    expect(convertEquation('x \\in \\mathbb{R}')).toBe('x ∈ ℝ');
    expect(convertEquation('\\text{for all} n')).toBe('for all n');
    expect(convertEquation('\\left( x \\right)')).toBe('( x )');
    expect(convertEquation('\\left. x \\right|')).toBe('x |');
  });
});

describe('integrals', () => {
  it.each([
    ['\\int', '∫'],
    ['\\iint', '∬'],
    ['\\iiint', '∭'],
    ['\\oint', '∮'],
    ['\\oiint', '∯'],
    ['\\oiiint', '∰'],
  ])('%s → %s', (typed, converted) => {
    expect(convertEquation(typed)).toBe(converted);
  });

  it('takes bounds, lower first whatever the typed order', () => {
    expect(convertEquation('\\int_0^1')).toBe('∫₀¹');
    expect(convertEquation('\\int^1_0')).toBe('∫₀¹');
    expect(convertEquation('\\int_{a}^{b} f(x) dx')).toBe('∫ₐᵇ f(x) dx');
    expect(convertEquation('\\int_0^1 x^2 dx = \\frac{1}{3}')).toBe('∫₀¹ x² dx = 1/3');
  });

  it('takes bounds on every integral sign, and on sums and products', () => {
    expect(convertEquation('\\iint_{0}^{1}')).toBe('∬₀¹');
    expect(convertEquation('\\oint_C')).toBe('∮_(C)');
    expect(convertEquation('\\sum_{n=1}^{9} a_n')).toBe('∑ₙ₌₁⁹ aₙ');
    expect(convertEquation('\\prod_{i=1}^{n} x_i')).toBe('∏ᵢ₌₁ⁿ xᵢ');
  });

  it('keeps bounds that have no script form readable', () => {
    expect(convertEquation('\\int_{-\\infty}^{\\infty} e^{-x^2} dx')).toBe('∫_(-∞)^(∞) e^(-x²) dx');
  });

  it('stops at the first non-bound', () => {
    expect(convertEquation('\\int_0^1^2')).toBe('∫₀¹²');
    expect(convertEquation('\\int x')).toBe('∫ x');
  });
});

describe('the converted text', () => {
  it('is trimmed, and plain text and Unicode pass through', () => {
    expect(convertEquation('  a + b  ')).toBe('a + b');
    expect(convertEquation('x² ≤ 𝑥 🙂')).toBe('x² ≤ 𝑥 🙂');
    expect(convertEquation('')).toBe('');
  });
});

describe('appendEquation', () => {
  it('adds a space first when the field does not end in one', () => {
    expect(appendEquation('Evaluate', '∫₀¹ x² dx')).toBe('Evaluate ∫₀¹ x² dx');
  });

  it('adds none when the field already ends in a space or a line break', () => {
    expect(appendEquation('Evaluate ', 'x²')).toBe('Evaluate x²');
    expect(appendEquation('Evaluate\n', 'x²')).toBe('Evaluate\nx²');
  });

  it('adds none to an empty field, and leaves the field alone for an empty equation', () => {
    expect(appendEquation('', 'x²')).toBe('x²');
    expect(appendEquation('Evaluate', '')).toBe('Evaluate');
  });
});

describe('the keypad', () => {
  it('has the spec’s ten groups, in order, none empty', () => {
    expect(keypadGroups.map((g) => g.name)).toEqual([
      'Operators',
      'Variables',
      'Unit Vectors',
      'Greek',
      'Relations',
      'Functions',
      'Misc',
      'Superscript',
      'Subscript',
      'Integrals',
    ]);
    for (const group of keypadGroups) expect(group.keys.length).toBeGreaterThan(0);
  });

  it('has keys that convert to something, with the caret inside the insert', () => {
    for (const group of keypadGroups) {
      const labels = new Set<string>();
      for (const key of group.keys) {
        expect(labels.has(key.label), `${group.name} repeats ${key.label}`).toBe(false);
        labels.add(key.label);
        expect(key.caret ?? key.insert.length).toBeLessThanOrEqual(key.insert.length);
        expect(key.insert.length).toBeGreaterThan(0);
      }
    }
  });

  it('puts templates’ carets in their first slot', () => {
    const key = (label: string) => keypadGroups.flatMap((g) => g.keys).find((k) => k.label === label)!;
    expect(key('∫ₐᵇ')).toMatchObject({ insert: '\\int_{}^{}', caret: 6 });
    expect(key('xⁿ')).toMatchObject({ insert: '^{}', caret: 2 });
    expect(key('sin')).toMatchObject({ insert: 'sin()', caret: 4 });
    expect(key('|x|')).toMatchObject({ insert: '||', caret: 1 });
  });

  it('offers the unit vectors and integral signs the spec names', () => {
    const inserts = (name: string) => keypadGroups.find((g) => g.name === name)!.keys.map((k) => k.insert);
    expect(inserts('Unit Vectors')).toEqual(expect.arrayContaining(['î', 'ĵ', 'k̂']));
    expect(inserts('Integrals')).toEqual(expect.arrayContaining(['∫', '∬', '∭', '∮', '\\int_{}^{}']));
  });
});
