/**
 * Backslash commands the equation editor knows, LaTeX spelling → Unicode. Commands that take an
 * argument (\sqrt, \frac, \hat…) are handled by the converter itself.
 */
// prettier-ignore
const greek = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η',
  theta: 'θ', vartheta: 'ϑ', iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', omicron: 'ο',
  pi: 'π', varpi: 'ϖ', rho: 'ρ', varrho: 'ϱ', sigma: 'σ', varsigma: 'ς', tau: 'τ', upsilon: 'υ',
  // Students write \phi for the open φ they see in textbooks; \varphi gives the other form.
  phi: 'φ', varphi: 'ϕ', chi: 'χ', psi: 'ψ', omega: 'ω',
  Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Upsilon: 'Υ',
  Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
};

// prettier-ignore
const operators = {
  cdot: '·', times: '×', div: '÷', pm: '±', mp: '∓', ast: '∗', star: '⋆', circ: '∘', bullet: '•',
  oplus: '⊕', otimes: '⊗', cup: '∪', cap: '∩', setminus: '∖', wedge: '∧', land: '∧', vee: '∨', lor: '∨',
  neg: '¬', lnot: '¬',
};

// prettier-ignore
const relations = {
  leq: '≤', le: '≤', geq: '≥', ge: '≥', neq: '≠', ne: '≠', approx: '≈', equiv: '≡', sim: '∼',
  simeq: '≃', cong: '≅', propto: '∝', ll: '≪', gg: '≫', in: '∈', notin: '∉', ni: '∋', subset: '⊂',
  subseteq: '⊆', supset: '⊃', supseteq: '⊇', perp: '⊥', parallel: '∥', mid: '∣',
  rightarrow: '→', to: '→', leftarrow: '←', gets: '←', leftrightarrow: '↔', Rightarrow: '⇒',
  implies: '⇒', Leftarrow: '⇐', Leftrightarrow: '⇔', iff: '⇔', mapsto: '↦', uparrow: '↑',
  downarrow: '↓', rightleftharpoons: '⇌', longrightarrow: '⟶',
};

// prettier-ignore
const integrals = {
  int: '∫', iint: '∬', iiint: '∭', oint: '∮', oiint: '∯', oiiint: '∰',
};

// prettier-ignore
const misc = {
  infty: '∞', partial: '∂', nabla: '∇',
  // The n-ary signs, not the Greek capitals: screen readers say "summation" and "product".
  sum: '∑', prod: '∏', coprod: '∐',
  degree: '°', prime: '′', hbar: 'ℏ', ell: 'ℓ', angle: '∠', triangle: '△', therefore: '∴', because: '∵',
  forall: '∀', exists: '∃', emptyset: '∅', varnothing: '∅', aleph: 'ℵ', Re: 'ℜ', Im: 'ℑ',
  ldots: '…', dots: '…', cdots: '⋯', vdots: '⋮', ddots: '⋱', AA: 'Å', checkmark: '✓',
  // Unit vectors, as physics courses write them.
  ihat: 'î', jhat: 'ĵ', khat: 'k̂',
};

/** Function names print upright and without the backslash: \sin x → sin x. */
// prettier-ignore
export const functionNames = [
  'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh',
  'log', 'ln', 'lg', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det', 'dim', 'gcd', 'deg', 'arg', 'mod',
] as const;

export const symbolCommands: Readonly<Record<string, string>> = {
  ...greek,
  ...operators,
  ...relations,
  ...integrals,
  ...misc,
  ...Object.fromEntries(functionNames.map((name) => [name, name])),
};

/** \mathbb{R} and friends: the number sets. */
export const blackboardBold: Readonly<Record<string, string>> = {
  N: 'ℕ',
  Z: 'ℤ',
  Q: 'ℚ',
  R: 'ℝ',
  C: 'ℂ',
  P: 'ℙ',
};

/** Accents written over their argument, as combining marks after each character. */
export const accentCommands: Readonly<Record<string, string>> = {
  hat: '\u0302',
  bar: '\u0304',
  overline: '\u0305',
  vec: '\u20D7',
  dot: '\u0307',
  ddot: '\u0308',
  tilde: '\u0303',
};

/** One-character escapes: \^ is a caret, \{ a brace, "\ " a space. */
export const escapedCharacters: Readonly<Record<string, string>> = {
  '\\': '\\',
  '^': '^',
  _: '_',
  '{': '{',
  '}': '}',
  '%': '%',
  $: '$',
  '&': '&',
  '#': '#',
  ' ': ' ',
  ',': '\u2009',
  ';': ' ',
  ':': ' ',
  '!': '',
  '|': '‖',
};
