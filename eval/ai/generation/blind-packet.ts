import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCardsFromNotes } from '@coursecards/ai-engine';

/**
 * Writes the packet a blind reader judges (issue 19): each blind note's text, then the cards the local
 * engine makes from it with count 10 and with auto count, and nothing else (no checks, no commentary),
 * so that whoever prepares it need not read the blind cards.
 *   npx tsx eval/ai/generation/blind-packet.ts [out.md]
 */
const BLIND = fileURLToPath(new URL('./set/blind/', import.meta.url));
const out = process.argv[2] ?? fileURLToPath(new URL('./packet-blind.md', import.meta.url));

const sections: string[] = ['# Generated cards for blind judgment', ''];
// blind/ is absent between a round that tuned on its notes and the next blind set: an empty packet
for (const file of existsSync(BLIND) ? readdirSync(BLIND).sort() : []) {
  const notes = readFileSync(join(BLIND, file), 'utf8');
  sections.push(`## ${file}`, '', '### Notes', '', '````text', notes.trimEnd(), '````', '');
  for (const [label, options] of [
    ['Cards (count 10)', { count: 10, autoCount: false }],
    ['Cards (auto count)', { count: 10, autoCount: true }],
  ] as const) {
    const result = generateCardsFromNotes(notes, options);
    sections.push(`### ${label}`, '');
    if (result.message) sections.push(`Message shown: ${result.message}`, '');
    result.flashcards.forEach((card, i) => sections.push(`${i + 1}. Q: ${card.question}`, `   A: ${card.answer}`));
    sections.push('');
  }
}
writeFileSync(out, `${sections.join('\n').trimEnd()}\n`);
console.info(`wrote ${out}`);
