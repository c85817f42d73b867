/**
 * The equation keypad: the spec's ten symbol groups, in its order. A key inserts either the
 * symbol itself (the converter keeps Unicode as it is) or typed syntax for what has a shape
 * (scripts, roots, fractions, integrals with bounds), so students also see how to type it.
 */
export interface KeypadKey {
  /** what the key shows */
  label: string;
  /** the text it puts at the caret */
  insert: string;
  /** where the caret goes inside `insert` (a template's first empty slot); at its end if absent */
  caret?: number;
  /** what the key does, read after its label when the label alone would read badly ("x²" as a template) */
  name?: string;
}

export interface KeypadGroup {
  name: string;
  keys: readonly KeypadKey[];
}

/** Keys that insert their own label. */
const symbols = (list: string): KeypadKey[] => list.split(' ').map((s) => ({ label: s, insert: s }));

/** A template key: the caret lands in its first empty pair, `{}`, `()` or `||`. */
function template(label: string, insert: string, name: string): KeypadKey {
  const slots = ['{}', '()', '||'].map((pair) => insert.indexOf(pair)).filter((i) => i >= 0);
  return slots.length ? { label, insert, name, caret: Math.min(...slots) + 1 } : { label, insert, name };
}

/** A function key: its name and an open pair of parentheses to type the argument in. */
const fn = (name: string): KeypadKey => ({ label: name, insert: `${name}()`, caret: name.length + 1 });

export const keypadGroups: readonly KeypadGroup[] = [
  {
    name: 'Operators',
    keys: [
      ...symbols('+ − × ÷ · ± ∓ = /'),
      template('√x', '\\sqrt{}', 'Square root'),
      template('∛x', '\\sqrt[3]{}', 'Cube root'),
      template('a⁄b', '\\frac{}{}', 'Fraction'),
      template('|x|', '||', 'Absolute value'),
      ...symbols('( ) [ ] ∗ ∘ ⊕ ⊗ ∪ ∩ ∧ ∨ ¬'),
    ],
  },
  {
    name: 'Variables',
    keys: [
      ...symbols('x y z t n k a b c r f g'),
      template('x̄', '\\bar{}', 'Bar (mean)'),
      template('ẋ', '\\dot{}', 'Dot (time derivative)'),
      template('ẍ', '\\ddot{}', 'Double dot'),
      template('x̃', '\\tilde{}', 'Tilde'),
      { label: 'x′', insert: '′', name: 'Prime' },
      { label: 'Δx', insert: 'Δx' },
      ...symbols('dx dy dt f(x)'),
    ],
  },
  {
    name: 'Unit Vectors',
    keys: [
      ...symbols('î ĵ k̂ x̂ ŷ ẑ r̂ θ̂ φ̂ n̂ ê'),
      template('v⃗', '\\vec{}', 'Vector arrow'),
      template('◌̂', '\\hat{}', 'Hat (unit vector)'),
    ],
  },
  {
    name: 'Greek',
    keys: symbols('α β γ δ ε ζ η θ ι κ λ μ ν ξ π ρ σ τ υ φ χ ψ ω Γ Δ Θ Λ Ξ Π Σ Φ Ψ Ω'),
  },
  {
    name: 'Relations',
    keys: symbols('= ≠ < > ≤ ≥ ≈ ≡ ∼ ≅ ∝ ≪ ≫ ∈ ∉ ⊂ ⊆ ⊃ ⊇ ⊥ ∥ → ← ↔ ⇒ ⇐ ⇔ ⇌ ↦'),
  },
  {
    name: 'Functions',
    keys: [
      ...['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh'].map(fn),
      ...['log', 'ln', 'exp', 'det'].map(fn),
      template('logₐ', 'log_{}', 'Logarithm to a base'),
      template('lim', 'lim_{}', 'Limit'),
      ...symbols('max min'),
    ],
  },
  {
    name: 'Misc',
    keys: symbols('∞ ∂ ∇ ∑ ∏ ° ′ ″ ℏ ℓ ∠ △ ∴ ∵ ∀ ∃ ∅ ℝ ℕ ℤ ℚ ℂ … ⋯ Å ‰ %'),
  },
  {
    name: 'Superscript',
    keys: [
      template('xⁿ', '^{}', 'Superscript'),
      { label: 'x²', insert: '²', name: 'Squared' },
      { label: 'x³', insert: '³', name: 'Cubed' },
      { label: 'x⁻¹', insert: '⁻¹', name: 'Inverse' },
      ...symbols('⁰ ¹ ² ³ ⁴ ⁵ ⁶ ⁷ ⁸ ⁹ ⁺ ⁻ ⁼ ⁽ ⁾ ⁿ ⁱ ˣ ʸ ᵀ'),
    ],
  },
  {
    name: 'Subscript',
    keys: [template('xₙ', '_{}', 'Subscript'), ...symbols('₀ ₁ ₂ ₃ ₄ ₅ ₆ ₇ ₈ ₉ ₊ ₋ ₌ ₍ ₎ ₙ ᵢ ⱼ ₖ ₓ ₘ ₐ ₑ ₜ')],
  },
  {
    name: 'Integrals',
    keys: [
      { label: '∫', insert: '∫', name: 'Integral' },
      template('∫ₐᵇ', '\\int_{}^{}', 'Integral with bounds'),
      { label: '∬', insert: '∬', name: 'Double integral' },
      template('∬ₐ', '\\iint_{}', 'Double integral over a region'),
      { label: '∭', insert: '∭', name: 'Triple integral' },
      { label: '∮', insert: '∮', name: 'Contour integral' },
      template('∮ₐ', '\\oint_{}', 'Contour integral over a curve'),
      { label: '∯', insert: '∯', name: 'Surface integral' },
      { label: '∰', insert: '∰', name: 'Volume integral' },
      template('∑', '\\sum_{}^{}', 'Sum with bounds'),
      template('∏', '\\prod_{}^{}', 'Product with bounds'),
      ...symbols('dx dy dz dt dA dV'),
    ],
  },
];
