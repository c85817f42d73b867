import { splitMath } from '@coursecards/shared/domain/math-text';

/**
 * Anki writes math as MathJax does, `\(…\)` inline and `\[…\]` display; cards write `$…$` and
 * `$$…$$` (math §5, import-export §3 and §5). Each side maps to the other's form.
 */

const ANKI_MATH = /\\\[([\s\S]*?)\\\]|\\\(([\s\S]*?)\\\)/g;

/**
 * A field's text with Anki's math as card math. When it has any, a dollar sign already in its text
 * (a price) is escaped as `\$`, so that it cannot pair with a formula's dollars.
 */
export function ankiMathToDollars(text: string): string {
  const parts: string[] = [];
  let last = 0;
  let found = false;
  for (const match of text.matchAll(ANKI_MATH)) {
    const display = match[1] !== undefined;
    // the dollar rules need no space just inside: `\( x \)` is `$x$`
    const tex = (match[1] ?? match[2] ?? '').trim();
    if (!tex) continue;
    found = true;
    parts.push(text.slice(last, match.index), display ? `$$${tex}$$` : `$${tex}$`);
    last = match.index + match[0].length;
  }
  if (!found) return text;
  parts.push(text.slice(last));
  return parts.map((part, i) => (i % 2 === 0 ? part.replace(/(?<!\\)\$/g, '\\$') : part)).join('');
}

/** A card's text with its math in Anki's form; its other dollar signs stay as written. */
export function dollarsToAnkiMath(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'text' ? s.text : s.display ? `\\[${s.tex}\\]` : `\\(${s.tex}\\)`))
    .join('');
}
