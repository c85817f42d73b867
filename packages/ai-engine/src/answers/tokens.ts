import { memoize, own } from './own.ts';
import { NEGATIVE_CONTRACTIONS } from './function-words.ts';
import { foldAccents, unifySpelling } from './word-forms.ts';

/**
 * Text to tokens: words, numbers and symbols, with their place in the prepared text (for feedback
 * that quotes the card). Every pattern here is linear: no nested quantifiers over one class, so a
 * 5,000-character answer costs a single pass.
 */
export interface Token {
  kind: 'word' | 'number' | 'symbol';
  /** as written (after Unicode normalisation), for feedback and case-sensitive rules */
  raw: string;
  /** lower case */
  lower: string;
  /** lower case, accents folded, British/American spelling unified: what words are compared by */
  norm: string;
  start: number;
  end: number;
  /** whitespace (or nothing) separates it from the previous token */
  spaced: boolean;
  /** a clause boundary (, ; : . ! ? or a bracket) lies between it and the previous token */
  boundary: boolean;
}

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};
const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
};

/** A vulgar fraction, or a run of superscripts (one caret for "x²³"). */
const SPECIAL_FORMS = new RegExp(
  `[${Object.keys(VULGAR_FRACTIONS).join('')}]|[${Object.keys(SUPERSCRIPTS).join('')}]+`,
  'g',
);

/**
 * One spelling for what students type in many ways: ½ → 1/2, x² → x^2, subscripts and full-width
 * forms (NFKC), curly quotes, dashes and minus signs, √ → sqrt, π → pi, +/- → ±. Case is kept.
 */
export function prepareText(text: string): string {
  const out = text.replace(SPECIAL_FORMS, (run: string, at: number) => {
    const fraction = own(VULGAR_FRACTIONS, run);
    if (!fraction) return `^${[...run].map((ch) => SUPERSCRIPTS[ch]).join('')}`;
    // set apart from a number before it ("1½" is one and a half)
    return /[\d⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(text[at - 1] ?? '') ? ` ${fraction} ` : `${fraction} `;
  });
  return (
    out
      .normalize('NFKC')
      .replace(/[‘’‛′`´]/g, "'")
      .replace(/[“”„″]/g, '"')
      .replace(/[‐‑‒–—―−﹣－]/g, '-')
      .replace(/\+\s?\/?\s?-/g, '±')
      .replace(/√/g, ' sqrt ')
      .replace(/π/g, ' pi ')
      .replace(/[·⋅∙]/g, '×')
      // "300 000": thousands set apart by a space (or a thin one, which NFKC made a space)
      .replace(
        /(?<![\d.,] ?)\b(\d{1,3})((?: \d{3})+)\b(?! ?[.,]?\d)/g,
        (_m, head: string, groups: string) => `${head}${groups.replace(/ /g, ',')}`,
      )
      .replace(/÷/g, '/')
  );
}

const TOKEN = /(\.\d+|\d+(?:[.,]\d+)*)|([\p{L}\p{M}](?:[\p{L}\p{M}\d]|'(?=\p{L}))*)|([%°$€£¥±×*/^=<>+\-~≈≤≥!])/gu;
const BOUNDARY = /[,;:.!?()[\]{}"]/;
const ELISION = /^(l|d|j|qu|n|s|c|m|t)'(\p{L}.*)$/u;

const normalWord = memoize((lower) => unifySpelling(foldAccents(lower)));

function makeToken(kind: Token['kind'], raw: string, start: number, previousEnd: number, text: string): Token {
  const lower = raw.toLowerCase();
  const between = text.slice(previousEnd, start);
  return {
    kind,
    raw,
    lower,
    norm: kind === 'word' ? normalWord(lower) : lower,
    start,
    end: start + raw.length,
    spaced: previousEnd === 0 || between.length > 0,
    boundary: BOUNDARY.test(between),
  };
}

/** The tokens of prepared text; apostrophes split into elisions, possessives and negations. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  const push = (kind: Token['kind'], raw: string, start: number) => {
    const token = makeToken(kind, raw, start, previousEnd, text);
    tokens.push(token);
    previousEnd = token.end;
  };
  for (const match of text.matchAll(TOKEN)) {
    const [raw, number, word] = match;
    const start = match.index;
    if (number !== undefined) push('number', raw, start);
    else if (word !== undefined) pushWord(word, start, push);
    else push('symbol', raw, start);
  }
  return tokens;
}

function pushWord(word: string, start: number, push: (kind: Token['kind'], raw: string, start: number) => void) {
  if (!word.includes("'")) return push('word', word, start);
  const lower = word.toLowerCase();
  const contraction = own(NEGATIVE_CONTRACTIONS, lower);
  if (contraction !== undefined) {
    push('word', word.slice(0, contraction.length), start);
    return push('word', 'not', start + word.length - 3);
  }
  if (lower.endsWith("n't")) {
    push('word', word.slice(0, -3), start);
    return push('word', 'not', start + word.length - 3);
  }
  const elision = ELISION.exec(word);
  if (elision && elision[1] && elision[2]) {
    push('word', `${elision[1]}'`, start);
    return push('word', elision[2], start + elision[1].length + 1);
  }
  const apostrophe = word.indexOf("'");
  const tail = lower.slice(apostrophe + 1);
  // Possessives and contracted verbs ("Earth's", "it's", "they're") keep only the word.
  if (['s', 're', 've', 'll', 'd', 'm'].includes(tail)) return push('word', word.slice(0, apostrophe), start);
  push('word', word.replace(/'/g, ''), start);
}
