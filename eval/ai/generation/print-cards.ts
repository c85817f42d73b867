import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateCardsFromNotes } from '@coursecards/ai-engine';

/**
 * Prints the cards the local generator makes from a notes file, for reading them by eye:
 *   npx tsx eval/ai/generation/print-cards.ts eval/ai/notes/biology-cell-division.md --count 20
 *   npx tsx eval/ai/generation/print-cards.ts notes.txt --auto
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string', default: '10' }, auto: { type: 'boolean', default: false } },
});
for (const file of positionals) {
  const notes = readFileSync(file, 'utf8');
  const started = performance.now();
  const result = generateCardsFromNotes(notes, { count: Number(values.count), autoCount: values.auto });
  const ms = performance.now() - started;
  console.info(
    `\n== ${file}: ${result.flashcards.length} cards in ${ms.toFixed(1)} ms${result.message ? ` — ${result.message}` : ''}`,
  );
  result.flashcards.forEach((card, i) =>
    console.info(`${String(i + 1).padStart(2)}. Q: ${card.question}\n    A: ${card.answer}`),
  );
}
