/**
 * Notes as logical lines: typed notes pass through almost unchanged; text extracted from a PDF loses
 * its page numbers, running headers and footers, hyphenated line breaks and hard wraps.
 * Every step is a single pass or a lookup (no backtracking regular expressions on long text).
 */

/** '' marks a paragraph break. */
export type CleanLines = string[];

const LIST_MARKER = /^\s*(?:[-*•◦▪‣·–—]|\d{1,2}[.)]|[a-zA-Z][.)]|\(\s*(?:\d{1,2}|[a-zA-Z]|[ivxIVX]{1,4})\s*\))\s+\S/;
const HEADING_MARKER = /^\s{0,3}#{1,6}\s/;

/** Prefixes that keep their hyphen when a word is broken after them at a line end. */
const HYPHEN_PREFIXES = new Set(
  'self non well co ex all half semi quasi multi anti cross long short high low two three four five ten first second third one post pre mid'.split(
    ' ',
  ),
);

/** Words that cannot end a line of prose: the sentence goes on in the next line. */
const CONTINUING_WORDS = new Set(
  'a an the of to in on at by for with from and or but nor as that which who whose than into onto its their his her our is are was were be been has have had not'.split(
    ' ',
  ),
);

function normalizeCharacters(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, '  ')
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      // zero-width characters, byte-order marks and soft hyphens
      .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
      // PDF ligatures
      .replace(/\ufb00/g, 'ff')
      .replace(/\ufb01/g, 'fi')
      .replace(/\ufb02/g, 'fl')
      .replace(/\ufb03/g, 'ffi')
      .replace(/\ufb04/g, 'ffl')
      // other control characters
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      // Unbroken runs this long are links or debris, never part of a card, and tokenising them costs
      // time that grows with the square of their length.
      .replace(/[^\s]{100,}/g, ' ')
  );
}

/** "12", "- 3 -", "— 2 —", "Page 4", "4 of 10", "[7]" */
function isPageNumber(line: string): boolean {
  const t = line.trim();
  if (!t || t.length > 20) return false;
  return /^(?:page\s+)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i.test(t);
}

const lineKey = (line: string) => line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#').toLowerCase();

/** Running headers and footers: short lines that repeat next to page breaks, or repeat often with layout gaps. */
function headerFooterKeys(lines: readonly string[], pageLines: ReadonlySet<number>): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const t = line.trim();
    if (t.length < 3 || t.length > 120 || HEADING_MARKER.test(line) || LIST_MARKER.test(line)) continue;
    const key = lineKey(t);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const nearBreak = new Set<string>();
  for (const index of pageLines) {
    for (const step of [-1, 1]) {
      let seen = 0;
      for (let j = index + step; j >= 0 && j < lines.length && seen < 2; j += step) {
        const t = (lines[j] ?? '').trim();
        if (!t || pageLines.has(j)) continue;
        seen++;
        nearBreak.add(lineKey(t));
      }
    }
  }
  const keys = new Set<string>();
  for (const [key, count] of counts) {
    if (count < 2) continue;
    if (nearBreak.has(key) || (count >= 3 && /\S {3,}\S/.test(key))) keys.add(key);
  }
  return keys;
}

const isStructural = (line: string) => HEADING_MARKER.test(line) || LIST_MARKER.test(line) || /^\s*\|/.test(line);

function endsSentence(line: string): boolean {
  return /[.!?:;]["'”’)]?$/.test(line.trimEnd());
}

/** Joins a word broken with a hyphen at a line end: "Novem-" + "ber" → "November"; "Franco-" + "Russian" stays. */
function joinHyphenated(left: string, right: string, vocabulary: ReadonlySet<string>): string {
  const leftWord = (/([\p{L}]+)-$/u.exec(left)?.[1] ?? '').toLowerCase();
  const rightWord = (/^([\p{L}]+)/u.exec(right)?.[1] ?? '').toLowerCase();
  const startsUpper = /^\p{Lu}/u.test(right);
  const keepHyphen =
    startsUpper ||
    (!vocabulary.has(leftWord + rightWord) &&
      (vocabulary.has(`${leftWord}-${rightWord}`) || HYPHEN_PREFIXES.has(leftWord)));
  return keepHyphen ? left + right : left.slice(0, -1) + right;
}

/** "Term: explanation", "Term – explanation", "Term = explanation": a line that stands alone. */
function isGlossaryLike(line: string): boolean {
  const head = line.trim().slice(0, 70);
  const at = Math.min(
    ...[': ', ' – ', ' — ', ' - ', ' = '].map((sep) => head.indexOf(sep)).filter((i) => i > 0),
    Infinity,
  );
  return at !== Infinity && !/[.!?]/.test(head.slice(0, at));
}

/** Lines of one block (between blank lines) joined where a sentence was wrapped. */
function joinWrapped(block: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  const longest = block.reduce((max, line) => Math.max(max, line.trim().length), 0);
  // Each logical line is kept as its pieces and joined once (joining as we go would be quadratic).
  const out: string[][] = [];
  for (const raw of block) {
    const line = raw.trimEnd();
    const current = out[out.length - 1];
    const last = current?.[current.length - 1];
    if (current === undefined || last === undefined || isStructural(line)) {
      out.push([line]);
      continue;
    }
    const next = line.trim();
    const lastWord = (/([\p{L}]+)$/u.exec(last.slice(-40))?.[1] ?? '').toLowerCase();
    const firstPiece = current[0] ?? '';
    const wrappedProse =
      longest >= 45 && last.trim().length >= longest * 0.7 && !isGlossaryLike(firstPiece) && !isGlossaryLike(next);
    if (/\p{L}-$/u.test(last) && /^\p{L}/u.test(next)) {
      current[current.length - 1] = joinHyphenated(last, next, vocabulary);
    } else if (
      !endsSentence(last) &&
      !(current.length === 1 && HEADING_MARKER.test(firstPiece)) &&
      (/^[\p{Ll}\d(]/u.test(next) || /,$/.test(last) || CONTINUING_WORDS.has(lastWord) || wrappedProse)
    ) {
      current.push(next);
    } else {
      out.push([line]);
    }
  }
  return out.map((pieces) => pieces.join(' '));
}

export function cleanNotes(raw: string): CleanLines {
  const lines = normalizeCharacters(raw).split('\n');
  const pageLines = new Set<number>();
  lines.forEach((line, i) => {
    if (isPageNumber(line)) pageLines.add(i);
  });
  const repeated = headerFooterKeys(lines, pageLines);
  const vocabulary = new Set((raw.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []).flatMap((w) => [w]));

  const out: CleanLines = [];
  let block: string[] = [];
  let blankSeen = false;
  let pageBreakSeen = false;
  const flush = () => {
    if (block.length) out.push(...joinWrapped(block, vocabulary), '');
    block = [];
  };
  lines.forEach((line, i) => {
    if (pageLines.has(i) || (line.trim() && repeated.has(lineKey(line)))) {
      pageBreakSeen = true;
      return;
    }
    if (!line.trim()) {
      blankSeen = true;
      return;
    }
    if (blankSeen || pageBreakSeen) {
      // A paragraph cut by a page break goes on after the page's footer and the next page's header.
      const last = block[block.length - 1]?.trimEnd() ?? '';
      const continues =
        pageBreakSeen &&
        last !== '' &&
        !isStructural(line) &&
        !endsSentence(last) &&
        (/\p{L}-$/u.test(last) || /^\s*[\p{Ll}\d(]/u.test(line));
      if (!continues) flush();
    }
    blankSeen = false;
    pageBreakSeen = false;
    block.push(line);
  });
  flush();
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}
