/**
 * Math in card text (math §1): LaTeX between `$…$` (inline) or `$$…$$` (display).
 * A dollar sign is math only where a writer of prices would never put one:
 * - `$$…$$` holds anything but `$$` and some non-space character;
 * - `$…$` opens on a `$` not followed by a space and closes on the next `$` not preceded by a
 *   space nor followed by a digit, so "$5 and $10" and "$5$10" stay text;
 * - `\$` is a dollar sign in text and never opens nor closes math.
 * Anything left unclosed is text, as written.
 */
export type MathSegment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean; source: string };

/** Cheap test first: text without a `$` (nearly every card) is never parsed. */
export function mayHoldMath(text: string): boolean {
  return text.includes('$');
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** Where the display math opened at `from` (just after its `$$`) closes, or -1. */
function displayEnd(text: string, from: number): number {
  for (let i = from; i < text.length - 1; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '$' && text[i + 1] === '$') return i;
  }
  return -1;
}

/**
 * Where the inline math opened at `from` (just after its `$`) closes (`end`, -1 for nowhere), and
 * where the search stopped without a closer (at a `$$` or the end of the text).
 */
function inlineEnd(text: string, from: number): { end: number; stop: number } {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '$') {
      if (text[i + 1] === '$') return { end: -1, stop: i };
      if (!isSpace(text[i - 1]) && !isDigit(text[i + 1])) return { end: i, stop: i };
    }
  }
  return { end: -1, stop: text.length };
}

/** The text split into its text and math parts, in order (a `\$` in text reads as `$`). */
export function splitMath(text: string): MathSegment[] {
  if (!mayHoldMath(text)) return text ? [{ kind: 'text', text }] : [];
  const segments: MathSegment[] = [];
  let plain = '';
  let i = 0;
  // Linear time on any text (a card of "$a $b $c…" has no closer for any of its dollars): a search
  // that found no closer up to `stop` tells that every later opening before `stop` finds none either.
  let inlineFailsBefore = -1;
  let displayFails = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (ch === '$') {
      const display = text[i + 1] === '$';
      const start = i + (display ? 2 : 1);
      let end = -1;
      if (display && !displayFails) {
        end = displayEnd(text, start);
        displayFails = end < 0;
      } else if (!display && !isSpace(text[start]) && start >= inlineFailsBefore) {
        const found = inlineEnd(text, start);
        end = found.end;
        if (end < 0) inlineFailsBefore = found.stop;
      }
      const tex = end < 0 ? '' : text.slice(start, end);
      if (tex.trim()) {
        if (plain) segments.push({ kind: 'text', text: plain });
        plain = '';
        const close = end + (display ? 2 : 1);
        segments.push({ kind: 'math', tex, display, source: text.slice(i, close) });
        i = close;
        continue;
      }
      // an unclosed `$$` is two dollar signs of text
      plain += display ? '$$' : '$';
      i = start;
      continue;
    }
    plain += ch;
    i++;
  }
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}

/** Whether the text holds math by the rules above. */
export function hasMath(text: string): boolean {
  return mayHoldMath(text) && splitMath(text).some((s) => s.kind === 'math');
}
