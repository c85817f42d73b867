import type { Candidate, Vocabulary } from './candidate.ts';
import { finishAnswer } from './card-text.ts';
import { comparisonKey } from './english.ts';
import { inQuestion } from './question-wording.ts';

/**
 * Markdown tables (issue 19): a row is read as "⟨column⟩ of ⟨row⟩", never as a term of its own.
 * "| Market type | Number of firms | Example |" with "| Monopoly | one | local water company |" asks
 * "What is the number of firms of monopoly?" → "One" and "What is an example of monopoly?" →
 * "Local water company". Cells too long for an answer, or empty, give nothing.
 */

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const SEPARATOR = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/;

/** "an example of", "the number of firms of" */
function lead(column: string): string {
  const lower = column.toLowerCase();
  if (/^examples?$/.test(lower)) return 'an example of';
  return `the ${lower} of`;
}

export function tableCards(notes: string, vocabulary: Vocabulary, sectionOf: (row: string) => number): Candidate[] {
  const lines = notes.split('\n');
  const out: Candidate[] = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    const header = lines[i] ?? '';
    if (!header.includes('|') || !SEPARATOR.test((lines[i + 1] ?? '').trim())) continue;
    const columns = cellsOf(header);
    if (columns.length < 2 || columns.some((c) => !/^\p{L}[\p{L}\s'’-]{1,30}$/u.test(c))) continue;
    for (let r = i + 2; r < lines.length && (lines[r] ?? '').includes('|'); r++) {
      const cells = cellsOf(lines[r] ?? '');
      const row = cells[0] ?? '';
      if (!/^\p{L}[\p{L}\s'’-]{1,40}$/u.test(row)) continue;
      const name = inQuestion(row, vocabulary, true);
      columns.slice(1).forEach((column, c) => {
        const cell = cells[c + 1] ?? '';
        const answer = finishAnswer(cell, false);
        if (!answer || cell.length > 80) return;
        out.push({
          // no article: a row names a kind as often as a thing ("perfect competition")
          question: `What is ${lead(column)} ${name}?`,
          answer,
          kind: 'statement',
          // below a definition: a table fills the count when the notes' definitions run out
          score: 5.5,
          order: r * 1000,
          section: sectionOf(row),
          source: `t${r}`,
          concept: comparisonKey(`${row} ${column}`),
        });
      });
    }
  }
  return out;
}
