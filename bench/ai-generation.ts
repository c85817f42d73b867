import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AiLimits } from '@coursecards/shared/constants/limits';
import { generateCardsFromNotes } from '@coursecards/ai-engine';

const notesDir = join(import.meta.dirname, '../eval/ai/notes');

/** 40,000 characters of real lecture notes: the evaluation set's subjects, one after another. */
export function fortyThousandCharacters(): string {
  const files = readdirSync(notesDir).sort();
  let notes = '';
  for (let i = 0; notes.length < AiLimits.notesMax; i++) {
    notes += `${readFileSync(join(notesDir, files[i % files.length] ?? ''), 'utf8')}\n\n`;
  }
  return notes.slice(0, AiLimits.notesMax);
}

/** The local engine's generation time for the longest notes allowed: the median of several runs. */
export function benchGeneration(runs = 7): { chars: number; cards: number; medianMs: number; autoCountMs: number } {
  const notes = fortyThousandCharacters();
  const time = (autoCount: boolean) => {
    const times: number[] = [];
    let cards = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      cards = generateCardsFromNotes(notes, { count: AiLimits.cardCountMax, autoCount }).flashcards.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { cards, ms: times[Math.floor(runs / 2)] ?? 0 };
  };
  const asked = time(false);
  return { chars: notes.length, cards: asked.cards, medianMs: asked.ms, autoCountMs: time(true).ms };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchGeneration();
  console.log(
    `Local generation, ${r.chars.toLocaleString('en-US')} characters: ${r.cards} cards in ${r.medianMs.toFixed(0)} ms (median); auto-count ${r.autoCountMs.toFixed(0)} ms`,
  );
}
