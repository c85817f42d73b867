/**
 * Turns the positioned text pieces pdf.js finds on each page into plain text in reading order:
 * lines from positions (top to bottom, then left to right), paragraphs from larger vertical gaps,
 * size changes and indents, words split at line ends joined again, running headers, footers and page
 * numbers dropped. Pure functions: the PDF worker calls them, tests call them directly.
 */

/** One run of text as pdf.js reports it, in page display space (y grows downward, rotation applied). */
export interface TextPiece {
  text: string;
  /** the transform matrix [a, b, c, d, e, f] of the piece in display space */
  transform: readonly number[];
  /** advance width in display units */
  width: number;
}

/** One line of a page, its pieces joined. Coordinates are in the page's reading frame. */
export interface TextLine {
  text: string;
  /** left edge */
  x: number;
  /** right edge */
  endX: number;
  /** baseline, growing downward */
  y: number;
  /** font size */
  size: number;
}

interface PlacedPiece {
  text: string;
  x: number;
  endX: number;
  y: number;
  size: number;
}

const QUARTER_TURN = Math.PI / 2;
/** how far (radians) a piece may lean from the page's main direction and still be read with it */
const ANGLE_TOLERANCE = 0.17;

/**
 * The lines of one page. Text runs in the page's dominant direction (usually left to right, but a
 * landscape page drawn sideways works too); pieces at other angles (diagonal watermarks, side notes)
 * are left out.
 */
export function linesOfPage(pieces: readonly TextPiece[]): TextLine[] {
  const placed = placePieces(pieces);
  placed.sort((a, b) => a.y - b.y || a.x - b.x);

  const lines: PlacedPiece[][] = [];
  let current: PlacedPiece[] = [];
  let lineY = 0;
  let lineSize = 0;
  for (const piece of placed) {
    // Superscripts, subscripts and mixed sizes sit within half a font size of the line's baseline.
    if (current.length > 0 && Math.abs(piece.y - lineY) <= 0.5 * Math.max(piece.size, lineSize)) {
      current.push(piece);
      lineSize = Math.max(lineSize, piece.size);
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = [piece];
    lineY = piece.y;
    lineSize = piece.size;
  }
  if (current.length > 0) lines.push(current);

  return lines.map(joinLine).filter((line) => line.text !== '');
}

/** Pieces in the reading frame of the page's dominant text direction, blank ones dropped. */
function placePieces(pieces: readonly TextPiece[]): PlacedPiece[] {
  const oriented = pieces
    .filter((p) => p.text.trim() !== '' && p.transform.length === 6)
    .map((p) => {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = p.transform;
      const angle = Math.atan2(b, a);
      const turns = (((Math.round(angle / QUARTER_TURN) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
      const lean = Math.abs(angle - Math.round(angle / QUARTER_TURN) * QUARTER_TURN);
      return { piece: p, turns, lean, size: Math.hypot(c, d) || Math.hypot(a, b), e, f };
    });

  // The direction most characters run in decides the page's reading frame.
  const charsByTurn = [0, 0, 0, 0];
  for (const o of oriented) if (o.lean <= ANGLE_TOLERANCE) charsByTurn[o.turns]! += o.piece.text.length;
  const dominant = charsByTurn.indexOf(Math.max(...charsByTurn));

  const placed: PlacedPiece[] = [];
  for (const o of oriented) {
    if (o.turns !== dominant || o.lean > ANGLE_TOLERANCE || o.size <= 0) continue;
    // Rotate the origin back by the dominant quarter turns so text runs along +x and lines go down.
    const [x, y] = unrotate(o.e, o.f, dominant);
    placed.push({
      text: o.piece.text,
      x,
      endX: x + Math.abs(o.piece.width),
      y,
      size: o.size,
    });
  }
  return placed;
}

function unrotate(x: number, y: number, turns: number): [number, number] {
  switch (turns) {
    case 1:
      return [y, -x];
    case 2:
      return [-x, -y];
    case 3:
      return [-y, x];
    default:
      return [x, y];
  }
}

/** Joins a line's pieces left to right, with a space where the gap between them is a word gap. */
function joinLine(pieces: PlacedPiece[]): TextLine {
  pieces.sort((a, b) => a.x - b.x);
  let text = '';
  let previous: PlacedPiece | null = null;
  for (const piece of pieces) {
    if (previous) {
      // Fake bold and shadows draw the same text twice, a hair apart: keep one copy.
      if (piece.text === previous.text && Math.abs(piece.x - previous.x) < 0.3 * previous.size) continue;
      const gap = piece.x - previous.endX;
      if (gap > 0.15 * Math.min(piece.size, previous.size) && !/\s$/.test(text) && !/^\s/.test(piece.text)) {
        text += ' ';
      }
    }
    text += piece.text;
    previous = piece;
  }
  const first = pieces[0]!;
  return {
    text: cleanText(text),
    x: first.x,
    endX: Math.max(...pieces.map((p) => p.endX)),
    y: Math.min(...pieces.map((p) => p.y)),
    size: Math.max(...pieces.map((p) => p.size)),
  };
}

/** Control characters (unmapped glyphs come out as NUL) removed, runs of white space made one space. */
function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** how many lines at the top and at the bottom of a page may be a running header or footer */
const EDGE_LINES = 2;
const PAGE_NUMBER = /^(?:page\s*)?[-–—(]?\s*\d{1,4}\s*[-–—)]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** The same text whatever page number or date it carries. */
const signature = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');

/**
 * Drops running headers and footers: lines among the first (or last) few of a page whose text, numbers
 * aside, is among the first (or last) few on at least half the pages; and bare page numbers as the
 * very first or last line. A one-page document keeps everything.
 */
export function dropRunningHeadersAndFooters(pages: readonly TextLine[][]): TextLine[][] {
  if (pages.length < 2) return pages.map((lines) => [...lines]);

  const top = (lines: readonly TextLine[]) => lines.slice(0, EDGE_LINES);
  const bottom = (lines: readonly TextLine[]) => lines.slice(Math.max(EDGE_LINES, lines.length - EDGE_LINES));
  const recurring = (edge: (lines: readonly TextLine[]) => TextLine[]) => {
    const pagesWith = new Map<string, number>();
    for (const lines of pages) {
      for (const s of new Set(edge(lines).map((line) => signature(line.text)))) {
        pagesWith.set(s, (pagesWith.get(s) ?? 0) + 1);
      }
    }
    const enough = Math.max(2, Math.ceil(pages.length / 2));
    return new Set([...pagesWith].filter(([, count]) => count >= enough).map(([s]) => s));
  };
  const headers = recurring(top);
  const footers = recurring(bottom);

  return pages.map((lines) => {
    const drop = new Set<TextLine>([
      ...top(lines).filter((line) => headers.has(signature(line.text))),
      ...bottom(lines).filter((line) => footers.has(signature(line.text))),
    ]);
    const first = lines[0];
    const last = lines[lines.length - 1];
    if (first && PAGE_NUMBER.test(first.text)) drop.add(first);
    if (last && PAGE_NUMBER.test(last.text)) drop.add(last);
    return lines.filter((line) => !drop.has(line));
  });
}

const BULLET = /^(?:[•◦▪▫■□●○‣⁃∙·*–—-]\s|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)]\s)/i;
const HYPHEN_END = /(\p{L}+)[-\u2010\u00ad]$/u;
const STARTS_LOWER = /^(\p{Ll}+)/u;
const ENDS_SENTENCE = /[.!?:;"”’)\]]$/;

/** A paragraph as it is being built: its text so far and the geometry of its lines. */
interface Paragraph {
  text: string;
  lines: TextLine[];
}

/**
 * The text of a document in reading order: one paragraph per block, blank lines between them;
 * wrapped lines joined with a space, short lines and list items kept on lines of their own.
 */
export function documentText(pages: readonly TextLine[][]): string {
  const kept = dropRunningHeadersAndFooters(pages);
  const hyphenated = hyphenatedWords(kept);
  const pitch = typicalLinePitch(kept);

  const paragraphs: Paragraph[] = [];
  for (const lines of kept) {
    const right = Math.max(...lines.map((l) => l.endX));
    const left = Math.min(...lines.map((l) => l.x));
    let current: Paragraph | null = null;
    const pageParagraphs: Paragraph[] = [];
    for (const line of lines) {
      const previous: TextLine | undefined = current?.lines[current.lines.length - 1];
      if (!current || !previous || startsParagraph(previous, line, current, pitch)) {
        current = { text: line.text, lines: [line] };
        pageParagraphs.push(current);
        continue;
      }
      const wrapped = isFullLine(previous, left, right) && !BULLET.test(line.text);
      current.text = joinLines(current.text, line.text, wrapped ? ' ' : '\n', hyphenated);
      current.lines.push(line);
    }

    // A paragraph that runs on from the previous page continues it.
    const first = pageParagraphs[0];
    const before = paragraphs[paragraphs.length - 1];
    if (first && before && !ENDS_SENTENCE.test(before.text) && STARTS_LOWER.test(first.text)) {
      before.text = joinLines(before.text, first.text, ' ', hyphenated);
      pageParagraphs.shift();
    }
    paragraphs.push(...pageParagraphs);
  }
  return paragraphs.map((p) => p.text).join('\n\n');
}

/** The usual baseline-to-baseline distance within a paragraph, as a multiple of the font size. */
function typicalLinePitch(pages: readonly TextLine[][]): number {
  const ratios: number[] = [];
  for (const lines of pages) {
    for (let i = 1; i < lines.length; i++) {
      const a = lines[i - 1]!;
      const b = lines[i]!;
      const size = Math.max(a.size, b.size);
      if (Math.abs(a.size - b.size) > 0.15 * size) continue;
      const ratio = (b.y - a.y) / size;
      if (ratio > 0.8 && ratio < 4) ratios.push(ratio);
    }
  }
  if (ratios.length === 0) return 1.2;
  // The lower quartile: paragraph gaps are the larger ones, and a page may hold more of them than lines.
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 4)]!;
}

function startsParagraph(previous: TextLine, line: TextLine, paragraph: Paragraph, pitch: number): boolean {
  const size = Math.max(previous.size, line.size);
  // A heading and its text differ in size.
  if (Math.abs(previous.size - line.size) > 0.15 * size) return true;
  // A gap clearly larger than the usual line spacing (or a move back up: a new column or text box).
  const gap = (line.y - previous.y) / size;
  if (gap > pitch * 1.3 + 0.1 || gap < 0.5) return true;
  // A first-line indent starts a paragraph where lines otherwise start flush.
  const margin = Math.min(...paragraph.lines.map((l) => l.x));
  return paragraph.lines.length > 1 && line.x - margin > 1.5 * line.size && !BULLET.test(line.text);
}

/** A line that reaches (nearly) the right edge of the text was wrapped, not ended. */
function isFullLine(line: TextLine, left: number, right: number): boolean {
  const width = right - left;
  return right - line.endX <= Math.max(4 * line.size, 0.2 * width);
}

/** Joins two lines; a word split with a hyphen at the end of the first is made whole again. */
function joinLines(before: string, after: string, separator: string, hyphenated: ReadonlySet<string>): string {
  const head = HYPHEN_END.exec(before);
  const tail = STARTS_LOWER.exec(after);
  if (head && tail) {
    const compound = `${head[1]}-${tail[1]}`.toLowerCase();
    // "well-known" written so elsewhere in the document keeps its hyphen; "mito-chondria" loses it.
    const keep = before.endsWith('-') && hyphenated.has(compound);
    return before.slice(0, -1) + (keep ? '-' : '') + after;
  }
  return before + separator + after;
}

/** Hyphenated words written whole inside a line somewhere in the document, lowercased. */
function hyphenatedWords(pages: readonly TextLine[][]): Set<string> {
  const words = new Set<string>();
  for (const lines of pages) {
    for (const line of lines) {
      for (const match of line.text.matchAll(/\p{L}+(?:-\p{L}+)+/gu)) {
        // Every pair of neighbours too: "state-of-the-art" split after "the-" checks "the-art".
        const parts = match[0].toLowerCase().split('-');
        for (let i = 1; i < parts.length; i++) words.add(`${parts[i - 1]}-${parts[i]}`);
      }
    }
  }
  return words;
}
