import { hasMath, splitMath } from './math-text.ts';

/**
 * Typed answers with math are compared strictly (math §4): the same formula written
 * another way is the same answer, but no word meaning, spelling slack or rounding applies.
 * "Written another way" is what TeX itself ignores or treats the same: spaces between tokens,
 * spacing commands, `\left`/`\right` and `\big` sizes, braces around a single token (`x^{2}` is
 * `x^2`), and a few names for the same symbol (`\le` is `\leq`, `\dfrac` is `\frac`).
 */

/** Control words that only size or space what follows: dropped. */
const IGNORED = new Set([
  '\\left',
  '\\right',
  '\\middle',
  '\\big',
  '\\Big',
  '\\bigg',
  '\\Bigg',
  '\\bigl',
  '\\bigr',
  '\\Bigl',
  '\\Bigr',
  '\\biggl',
  '\\biggr',
  '\\Biggl',
  '\\Biggr',
  '\\displaystyle',
  '\\textstyle',
  '\\,',
  '\\;',
  '\\:',
  '\\!',
  '\\ ',
  '\\quad',
  '\\qquad',
  '~',
]);

/** Another name for the same thing. */
const SAME_AS: Readonly<Record<string, string>> = {
  '\\dfrac': '\\frac',
  '\\tfrac': '\\frac',
  '\\le': '\\leq',
  '\\ge': '\\geq',
  '\\ne': '\\neq',
  '\\to': '\\rightarrow',
  '\\gets': '\\leftarrow',
  '\\lbrace': '\\{',
  '\\rbrace': '\\}',
  '\\lvert': '|',
  '\\rvert': '|',
  '\\vert': '|',
  '\\lVert': '\\|',
  '\\rVert': '\\|',
  '\\Vert': '\\|',
  '\\land': '\\wedge',
  '\\lor': '\\vee',
  '\\lnot': '\\neg',
};

/** TeX's tokens: control words, control symbols and single characters; spaces between them go. */
function tokens(tex: string): string[] {
  const out: string[] = [];
  for (const [token] of tex.matchAll(/\\[a-zA-Z]+|\\[^a-zA-Z]|\S/gsu)) out.push(token);
  return out;
}

/** One form for each way of writing the same formula. */
export function normaliseLatex(tex: string): string {
  const kept: string[] = [];
  const all = tokens(tex.normalize('NFKC'));
  for (let i = 0; i < all.length; i++) {
    const token = all[i]!;
    if (IGNORED.has(token)) {
      // `\left.` and `\right.` size an invisible delimiter
      if ((token === '\\left' || token === '\\right' || token === '\\middle') && all[i + 1] === '.') i++;
      continue;
    }
    kept.push(SAME_AS[token] ?? token);
  }
  // braces around one token, innermost first ({{x}} → x), in one pass over the tokens
  const out: string[] = [];
  for (const token of kept) {
    const inner = out.at(-1);
    if (token === '}' && out.at(-2) === '{' && inner !== undefined && inner !== '{' && inner !== '}') {
      out.splice(-2, 2, inner);
    } else {
      out.push(token);
    }
  }
  // one space between tokens: `\alpha x` must not become the control word `\alphax`
  return out.join(' ');
}

/** The LaTeX an answer is when it is one formula and nothing else (with or without its `$`s). */
function wholeFormula(text: string): string | null {
  const segments = splitMath(text);
  const maths = segments.filter((s) => s.kind === 'math');
  if (maths.length === 0) return text;
  const rest = segments.filter((s) => s.kind === 'text' && s.text.trim());
  return maths.length === 1 && rest.length === 0 ? maths[0]!.tex : null;
}

/** Text as written (case and spacing aside) with each formula in its normal form. */
function answerKey(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'text' ? s.text.toLowerCase() : `\ue001${normaliseLatex(s.tex)}\ue002`))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s*([\ue001\ue002])\s*/g, '$1')
    .trim();
}

/**
 * Whether a typed answer is the card's answer when either holds math: true or false; null when
 * neither does (the ordinary checker decides). A formula typed without its `$`s counts as one.
 */
export function sameMathAnswer(typed: string, expected: string): boolean | null {
  if (!hasMath(typed) && !hasMath(expected)) return null;
  const typedFormula = wholeFormula(typed);
  const expectedFormula = wholeFormula(expected);
  if (typedFormula !== null && expectedFormula !== null) {
    return normaliseLatex(typedFormula) === normaliseLatex(expectedFormula);
  }
  return answerKey(typed) === answerKey(expected);
}
