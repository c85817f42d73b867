import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCardsFromNotes } from '@coursecards/ai-engine';
import type { Card } from './card-checks.ts';
import { checkCards, coveredConcepts, type CardCheck, type Verdict } from './set-checks.ts';

/**
 * The generation set of issue 19 (eval/ai/generation/set): count 10 for each note, every card checked
 * automatically (set-checks.ts), key-concept coverage, and totals per note type, blind set apart.
 *
 *   npx tsx eval/ai/generation/judge-set.ts                    totals
 *   npx tsx eval/ai/generation/judge-set.ts --cards            also every tuning card with its problems
 *   npx tsx eval/ai/generation/judge-set.ts --cards --blind    and the blind set's (only to record figures)
 *   npx tsx eval/ai/generation/judge-set.ts --write out.json   records the cards and automatic verdicts
 */

const SET_DIR = fileURLToPath(new URL('./set/', import.meta.url));

export type Generate = (notes: string, name: string) => Promise<{ flashcards: Card[]; message?: string }>;

export interface NoteResult {
  note: string;
  message: string | undefined;
  cards: CardCheck[];
  concepts: string[];
  covered: string[];
}

export const localGenerate: Generate = async (notes) =>
  Promise.resolve(generateCardsFromNotes(notes, { count: 10, autoCount: false }));

export async function judgeSet(generate: Generate): Promise<NoteResult[]> {
  const concepts = JSON.parse(readFileSync(join(SET_DIR, 'concepts.json'), 'utf8')) as Record<string, string[]>;
  const results: NoteResult[] = [];
  for (const group of ['tuning', 'blind']) {
    // blind/ is empty (so absent from git) between a round that tuned on its notes and the next blind set
    if (!existsSync(join(SET_DIR, group))) continue;
    for (const file of readdirSync(join(SET_DIR, group)).sort()) {
      const note = `${group}/${file.replace(/\.(?:md|txt)$/, '')}`;
      const notes = readFileSync(join(SET_DIR, group, file), 'utf8');
      const result = await generate(notes, note);
      const wanted = concepts[note] ?? [];
      results.push({
        note,
        message: result.message,
        cards: checkCards(notes, result.flashcards),
        concepts: wanted,
        covered: coveredConcepts(wanted, result.flashcards),
      });
    }
  }
  return results;
}

const pct = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '–');

export function printTotals(results: readonly NoteResult[], showCards: boolean, showBlind = false): void {
  if (showCards) {
    // the blind set's cards are shown only when asked for (--blind), so that no rule is tuned on them
    for (const r of results.filter((x) => showBlind || !x.note.startsWith('blind/'))) {
      console.info(`\n## ${r.note}${r.message ? ` — ${r.message}` : ''}`);
      for (const c of r.cards)
        console.info(
          `- [${c.verdict}] Q: ${c.question}\n    A: ${c.answer}${c.problems.length ? `\n    !! ${c.problems.join('; ')}` : ''}`,
        );
      console.info(`  missed: ${r.concepts.filter((c) => !r.covered.includes(c)).join(', ') || '–'}`);
    }
  }
  const groups: [string, (r: NoteResult) => boolean][] = [
    ['tuning, textbook', (r) => r.note.startsWith('tuning/textbook')],
    ['tuning, typed', (r) => r.note.startsWith('tuning/typed')],
    ['tuning, all', (r) => r.note.startsWith('tuning/')],
    ['blind, textbook', (r) => r.note.startsWith('blind/textbook')],
    ['blind, typed', (r) => r.note.startsWith('blind/typed')],
    ['blind, all', (r) => r.note.startsWith('blind/')],
  ];
  console.info('\ngroup              notes  cards  useful  weak   bad  coverage  short');
  for (const [label, test] of groups) {
    const of = results.filter(test);
    const cards = of.flatMap((r) => r.cards);
    const count = (v: Verdict) => cards.filter((c) => c.verdict === v).length;
    const concepts = of.reduce((s, r) => s + r.concepts.length, 0);
    const covered = of.reduce((s, r) => s + r.covered.length, 0);
    console.info(
      `${label.padEnd(18)} ${String(of.length).padStart(5)}  ${String(cards.length).padStart(5)}  ${pct(count('useful'), cards.length).padStart(6)}  ${pct(count('weak'), cards.length).padStart(4)}  ${pct(count('bad'), cards.length).padStart(4)}  ${`${covered}/${concepts} ${pct(covered, concepts)}`.padStart(8)}  ${of.filter((r) => r.message).length}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { cards: { type: 'boolean' }, blind: { type: 'boolean' }, write: { type: 'string' } },
  });
  const results = await judgeSet(localGenerate);
  printTotals(results, values.cards ?? false, values.blind ?? false);
  if (values.write) writeFileSync(values.write, `${JSON.stringify(results, null, 2)}\n`);
}
