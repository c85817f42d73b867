import { ankiMathToDollars } from './anki-math.ts';

/** A field of an Anki note (HTML) as a card's plain text, with the media it names. */
export interface FieldText {
  text: string;
  /** the `src` of each `<img>`, in order */
  images: string[];
  /** `[sound:…]` references dropped */
  sounds: number;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  minus: '−',
  le: '≤',
  ge: '≥',
  ne: '≠',
  larr: '←',
  rarr: '→',
  harr: '↔',
  uarr: '↑',
  darr: '↓',
  micro: 'µ',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  copy: '©',
  reg: '®',
  euro: '€',
  pound: '£',
  yen: '¥',
  sect: '§',
  para: '¶',
  infin: '∞',
  sum: '∑',
  radic: '√',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  pi: 'π',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  omega: 'ω',
  Delta: 'Δ',
  Sigma: 'Σ',
  Omega: 'Ω',
};

/** `&amp;`, `&#233;`, `&#x1F600;` and the common named entities; an unknown one is kept as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Elements whose content is never text a student wrote. */
const DROPPED_ELEMENTS =
  /<(script|style|head|title|template|object|embed|iframe|svg|math|audio|video)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags after which text starts on a new line. */
const BLOCK_TAG = /^\/?(br|div|p|li|ul|ol|tr|table|h[1-6]|blockquote|pre|hr|section|article|dd|dt)$/i;
/** Where a block element starts or ends (a private-use character no field holds). */
const BLOCK = '\ue000';
/** A run of block boundaries and <br> line breaks, with the spaces between them. */
const BLOCK_RUN = /[\ue000\n][\ue000\n \t]*/g;

/**
 * The line breaks a run of block boundaries and <br>s shows as: nested blocks make one break, not
 * one each; <br>s between blocks count (an empty `<div><br></div>` is a blank line); a <br> right
 * before a block's end adds none.
 */
function lineBreaks(run: string): string {
  const breaks = run.split('\n').length - 1;
  if (!run.includes(BLOCK)) return '\n'.repeat(breaks);
  const marks = run.replace(/[ \t]/g, '');
  const between = marks.startsWith(BLOCK) && marks.endsWith(BLOCK) ? breaks : Math.max(0, breaks - 1);
  return '\n'.repeat(Math.max(1, between + (between > 0 ? 1 : 0)));
}
const IMG_SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Anki's field HTML → text: block elements and `<br>` become line breaks, other tags go (scripts and
 * styles with their content), entities are decoded, runs of blank lines and spaces shrink, and
 * `[sound:…]` references are dropped (and counted), `\(…\)` and `\[…\]` math becomes `$…$` and
 * `$$…$$` (anki-math.ts). Images are listed, not kept in the text.
 */
export function fieldToText(html: string): FieldText {
  const images: string[] = [];
  let sounds = 0;
  let text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED_ELEMENTS, '')
    .replace(/\[sound:[^\]]*\]/g, () => {
      sounds++;
      return '';
    })
    .replace(/\r\n?/g, '\n')
    // A line break in the HTML source is only a space when shown (Anki shows fields as HTML).
    .replace(/\n/g, ' ')
    .replace(/<\s*(\/?)\s*([a-z][a-z0-9]*)\b([^>]*)>/gi, (_tag, _close: string, name: string, attributes: string) => {
      if (name.toLowerCase() === 'img') {
        const src = IMG_SRC.exec(attributes);
        const value = src?.[1] ?? src?.[2] ?? src?.[3];
        if (value) images.push(decodeEntities(value));
        return '';
      }
      if (name.toLowerCase() === 'br') return '\n';
      return BLOCK_TAG.test(name) ? BLOCK : '';
    })
    // A stray "<" that opened no tag stays; the rest of a tag cut short does not.
    .replace(/<\/?[a-z][^>]*$/i, '');
  // Whitespace as written collapses (as a browser shows it); spaces and tabs written as entities stay.
  text = text
    .replace(BLOCK_RUN, lineBreaks)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  text = ankiMathToDollars(
    decodeEntities(text)
      .replace(/\u00a0/g, ' ')
      .trim(),
  );
  return { text, images, sounds };
}

/** A card's text as Anki field HTML: escaped, with line breaks as `<br>`. */
export function textToField(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\t/g, '&#9;')
      // Anki shows fields as HTML, where runs of spaces collapse: every space after the first is kept.
      .replace(/ {2,}/g, (run) => ` ${'&nbsp;'.repeat(run.length - 1)}`)
      .replace(/\r?\n/g, '<br>')
  );
}

const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The cloze numbers a Cloze note's text uses, in ascending order. */
export function clozeNumbers(field: string): number[] {
  const numbers = new Set<number>();
  for (const match of field.matchAll(CLOZE)) numbers.add(Number(match[1]));
  return [...numbers].filter((n) => n > 0).sort((a, b) => a - b);
}

/**
 * One card of a Cloze note, as Anki shows it: the deletion numbered `n` is hidden ("[...]", or its
 * hint "[hint]") on the question and shown on the answer; every other deletion shows its text.
 */
export function clozeSides(field: string, n: number): { question: string; answer: string } {
  const question = field.replace(CLOZE, (_m, num: string, content: string, hint?: string) =>
    Number(num) === n ? `[${hint ?? '...'}]` : content,
  );
  const answer = field.replace(CLOZE, (_m, _num: string, content: string) => content);
  return { question, answer };
}
