import { describe, expect, it } from 'vitest';
import { documentText, dropRunningHeadersAndFooters, linesOfPage, type TextPiece } from './pdf-text-layout.ts';

/** A piece of upright text at (x, y) in display space (y grows downward), Helvetica-like widths. */
function piece(text: string, x: number, y: number, size = 11, width = text.length * size * 0.5): TextPiece {
  return { text, transform: [size, 0, 0, size, x, y], width };
}

/** Lines of body text one under another, 14.5 apart, from y = 100. */
function column(lines: string[], { x = 72, top = 100, size = 11, leading = 14.5 } = {}): TextPiece[] {
  return lines.map((text, i) => piece(text, x, top + i * leading, size));
}

const pageText = (pieces: TextPiece[]) => documentText([linesOfPage(pieces)]);

describe('linesOfPage', () => {
  it('orders pieces by position, whatever order the file draws them in', () => {
    const pieces = [piece('third line', 72, 129), piece('first line', 72, 100), piece('second line', 72, 114.5)];
    expect(linesOfPage(pieces).map((l) => l.text)).toEqual(['first line', 'second line', 'third line']);
  });

  it('joins pieces of one line left to right, with a space only at a word gap', () => {
    const pieces = [
      piece('is the movement of water.', 72 + 40 + 3, 100),
      piece('Osmo', 72, 100, 11, 28),
      // "sis" starts right where "Osmo" ends: one word split by kerning
      piece('sis', 100, 100, 11, 12),
    ];
    expect(linesOfPage(pieces).map((l) => l.text)).toEqual(['Osmosis is the movement of water.']);
  });

  it('keeps superscripts and subscripts on their line, and one copy of text drawn twice for fake bold', () => {
    const pieces = [
      piece('E = mc', 72, 100, 11, 33),
      piece('2', 105, 96, 7, 4),
      piece('Bold', 72, 120, 11, 22),
      piece('Bold', 72.4, 120, 11, 22),
    ];
    expect(linesOfPage(pieces).map((l) => l.text)).toEqual(['E = mc2', 'Bold']);
  });

  it('reads a page drawn sideways and leaves out a diagonal watermark', () => {
    // Text rotated a quarter turn: runs down the page, lines step leftward.
    const rotated = (text: string, x: number, y: number): TextPiece => ({
      text,
      transform: [0, 11, -11, 0, x, y],
      width: text.length * 5.5,
    });
    const c = Math.cos(Math.PI / 4) * 40;
    const pieces = [
      rotated('second line', 480, 72),
      rotated('first line', 494.5, 72),
      { text: 'DRAFT', transform: [c, -c, c, c, 200, 400], width: 150 },
    ];
    expect(linesOfPage(pieces).map((l) => l.text)).toEqual(['first line', 'second line']);
  });

  it('drops blank pieces and control characters', () => {
    expect(linesOfPage([piece('  ', 72, 100), piece('a\u0000b\tc', 72, 120)]).map((l) => l.text)).toEqual(['ab c']);
  });
});

describe('documentText', () => {
  const wrappedParagraph = [
    'The cell membrane is a selectively permeable barrier that separates the interior of the cell from',
    'its environment and controls what enters and leaves.',
  ];

  it('joins wrapped lines with a space and separates paragraphs at larger gaps by a blank line', () => {
    const pieces = [
      ...column(wrappedParagraph),
      ...column(['A second paragraph follows after a larger gap.'], { top: 100 + 14.5 + 24.5 }),
    ];
    expect(pageText(pieces)).toBe(`${wrappedParagraph.join(' ')}\n\nA second paragraph follows after a larger gap.`);
  });

  it('makes a heading its own paragraph', () => {
    const pieces = [piece('Membranes', 72, 80, 16), ...column(wrappedParagraph, { top: 100 })];
    expect(pageText(pieces)).toBe(`Membranes\n\n${wrappedParagraph.join(' ')}`);
  });

  it('starts a paragraph at a first-line indent', () => {
    const long = 'x'.repeat(80);
    const pieces = [
      ...column([`First ${long}`, `end of the first.`]),
      piece(`Second ${long}`, 72 + 22, 100 + 2 * 14.5),
      piece('end of the second.', 72, 100 + 3 * 14.5),
    ];
    expect(pageText(pieces)).toBe(`First ${long} end of the first.\n\nSecond ${long} end of the second.`);
  });

  it('keeps list items and short lines on lines of their own', () => {
    const pieces = [
      ...column(['Transport:', '• Diffusion: high to low concentration.', '• Osmosis: water only.']),
      piece('x'.repeat(90), 72, 300),
    ];
    expect(pageText(pieces)).toBe(
      'Transport:\n• Diffusion: high to low concentration.\n• Osmosis: water only.\n\n' + 'x'.repeat(90),
    );
  });

  it('joins a word hyphenated at a line end, keeping the hyphen of a compound the text writes whole', () => {
    const pieces = column([
      'Most of the energy of the cell is made by the mito-',
      'chondria, a well-known organelle. The membrane is well-',
      'known too, and so is the nucleus.',
    ]);
    expect(pageText(pieces)).toBe(
      'Most of the energy of the cell is made by the mitochondria, a well-known organelle. The membrane is well-known too, and so is the nucleus.',
    );
  });

  it('drops a soft hyphen at a line end', () => {
    expect(pageText(column(['The phospho\u00ad', 'lipid bilayer.']))).toBe('The phospholipid bilayer.');
  });

  it('continues a paragraph that runs on to the next page', () => {
    const page1 = linesOfPage(column(['x'.repeat(90), 'Pumps move three sodium ions out of the cell for every']));
    const page2 = linesOfPage(column(['two potassium ions they bring in.']));
    expect(documentText([page1, page2])).toBe(
      `${'x'.repeat(90)} Pumps move three sodium ions out of the cell for every two potassium ions they bring in.`,
    );
  });

  it('returns nothing for pages without text', () => {
    expect(documentText([[], []])).toBe('');
  });
});

describe('dropRunningHeadersAndFooters', () => {
  const page = (n: number, body: string[]) =>
    linesOfPage([piece('BIO 101 · Lecture 4', 72, 40, 9), ...column(body), piece(`Page ${n} of 3`, 280, 760, 9)]);

  it('drops the header and "Page n of N" footer every page repeats, and keeps the body', () => {
    const pages = [page(1, ['One.']), page(2, ['Two.']), page(3, ['Three.'])];
    expect(dropRunningHeadersAndFooters(pages).map((lines) => lines.map((l) => l.text))).toEqual([
      ['One.'],
      ['Two.'],
      ['Three.'],
    ]);
  });

  it('drops bare page numbers at the top or bottom of a page', () => {
    const pages = [
      linesOfPage([...column(['Alpha text.']), piece('1', 300, 760)]),
      linesOfPage([piece('- 2 -', 300, 40), ...column(['Beta text.'])]),
    ];
    expect(documentText(pages)).toBe('Alpha text.\n\nBeta text.');
  });

  it('keeps everything of a one-page document, and lines that recur only on few pages', () => {
    expect(dropRunningHeadersAndFooters([page(1, ['Body.'])])[0]!.map((l) => l.text)).toEqual([
      'BIO 101 · Lecture 4',
      'Body.',
      'Page 1 of 3',
    ]);
    const pages = [
      linesOfPage(column(['Summary', 'First page.'])),
      linesOfPage(column(['Summary', 'Second page.'])),
      linesOfPage(column(['Details', 'Third page.'])),
      linesOfPage(column(['Details', 'Fourth page.'])),
      linesOfPage(column(['Method', 'Fifth page.'])),
    ];
    expect(dropRunningHeadersAndFooters(pages).flat().length).toBe(10);
  });
});
