import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCardsFromNotes } from '@coursecards/ai-engine';
import {
  duplicatePairs,
  formProblems,
  isGrounded,
  isVerbatim,
  notesUsage,
  notesVocabulary,
  wordsOf,
  type Card,
} from './card-checks.ts';

/**
 * Evaluation of the local flashcard generator on lecture notes of several subjects (eval/ai/notes).
 * For each note, with the default count (10) and with autoCount, it prints: cards made, the share whose
 * answer is grounded in the notes (every content word of the answer is a word of the notes), the share
 * copied verbatim (the answer's words in order), the share whose form alone is right ("form only") and
 * the share that also passes a careful teacher's checks ("well-formed", card-checks.ts, teacher-checks.ts),
 * duplicate pairs, and milliseconds. Then the time for 40,000 characters and for hostile input.
 *
 *   npx tsx eval/ai/generation/generation-eval.ts            table
 *   npx tsx eval/ai/generation/generation-eval.ts --cards    also every card, with its problems
 */

const NOTES_DIR = fileURLToPath(new URL('../notes/', import.meta.url));

interface Row {
  note: string;
  mode: string;
  cards: number;
  grounded: number;
  verbatim: number;
  wellFormed: number;
  formOnly: number;
  duplicates: number;
  ms: number;
  message: string | undefined;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(0)}%` : '–');

function evaluate(
  note: string,
  notes: string,
  mode: { label: string; count: number; autoCount: boolean },
  showCards: boolean,
): Row {
  const started = performance.now();
  const result = generateCardsFromNotes(notes, { count: mode.count, autoCount: mode.autoCount });
  const ms = performance.now() - started;
  const vocabulary = notesVocabulary(notes);
  const joined = wordsOf(notes).join(' ');
  const cards: Card[] = result.flashcards;
  let grounded = 0;
  let verbatim = 0;
  let wellFormed = 0;
  let formOnly = 0;
  const usage = notesUsage(notes);
  if (showCards) console.info(`\n## ${note} (${mode.label})${result.message ? ` — ${result.message}` : ''}`);
  for (const card of cards) {
    const problems = formProblems(card, usage);
    const isGround = isGrounded(card, vocabulary);
    if (isGround) grounded++;
    else problems.push('answer not grounded in the notes');
    if (isVerbatim(card, joined)) verbatim++;
    if (!problems.length || (problems.length === 1 && !isGround)) wellFormed++;
    if (!formProblems(card, usage, false).length) formOnly++;
    if (showCards) {
      console.info(
        `- Q: ${card.question}\n  A: ${card.answer}${problems.length ? `\n  !! ${problems.join('; ')}` : ''}`,
      );
    }
  }
  return {
    note,
    mode: mode.label,
    cards: cards.length,
    grounded,
    verbatim,
    wellFormed,
    formOnly,
    duplicates: duplicatePairs(cards),
    ms,
    message: result.message,
  };
}

function printTable(rows: readonly Row[]): void {
  const header = ['subject', 'count', 'cards', 'grounded', 'verbatim', 'form only', 'well-formed', 'dup pairs', 'ms'];
  // The counts shown as a share of the cards, in the header's order.
  const shares = ['grounded', 'verbatim', 'formOnly', 'wellFormed'] as const;
  const lines = rows.map((r) => [
    r.note,
    r.mode,
    String(r.cards),
    ...shares.map((k) => percent(r[k], r.cards)),
    String(r.duplicates),
    r.ms.toFixed(1),
  ]);
  const total = (mode: string) => {
    const of = rows.filter((r) => r.mode === mode);
    const sum = (f: (r: Row) => number) => of.reduce((s, r) => s + f(r), 0);
    const cards = sum((r) => r.cards);
    return [
      `overall`,
      mode,
      String(cards),
      ...shares.map((k) =>
        percent(
          sum((r) => r[k]),
          cards,
        ),
      ),
      String(sum((r) => r.duplicates)),
      (sum((r) => r.ms) / Math.max(1, of.length)).toFixed(1),
    ];
  };
  const modes = [...new Set(rows.map((r) => r.mode))];
  const all = [header, ...lines, ...modes.map(total)];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const format = (l: readonly string[]) =>
    l.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.info(format(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.info(format(l));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const mode of modes) console.info(format(total(mode)));
  console.info('(overall ms: mean per note)');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeOf(notes: string, runs: number, count = 50): { ms: number; min: number; cards: number } {
  const times: number[] = [];
  let cards = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    cards = generateCardsFromNotes(notes, { count, autoCount: false }).flashcards.length;
    times.push(performance.now() - started);
  }
  return { ms: median(times), min: Math.min(...times), cards };
}

export async function runGenerationEval(options: { showCards?: boolean } = {}): Promise<void> {
  const files = readdirSync(NOTES_DIR)
    .filter((f) => /\.(?:md|txt)$/.test(f))
    .sort();
  const texts = files.map((f) => ({
    note: basename(f).replace(/\.(?:md|txt)$/, ''),
    notes: readFileSync(join(NOTES_DIR, f), 'utf8'),
  }));

  // The first call loads the language model; its time is reported apart.
  const coldStart = performance.now();
  generateCardsFromNotes(texts[0]?.notes ?? '', { count: 10, autoCount: false });
  const coldMs = performance.now() - coldStart;

  const rows: Row[] = [];
  for (const mode of [
    { label: '10', count: 10, autoCount: false },
    { label: 'auto', count: 10, autoCount: true },
  ]) {
    for (const { note, notes } of texts) rows.push(evaluate(note, notes, mode, options.showCards ?? false));
  }
  console.info('\nLocal flashcard generator on eval/ai/notes');
  console.info(
    `${texts.length} notes, ${texts.reduce((s, t) => s + t.notes.length, 0).toLocaleString('en-US')} characters\n`,
  );
  printTable(rows);
  const shortfalls = rows.filter((r) => r.message);
  for (const r of shortfalls) console.info(`  ${r.note} (${r.mode}): ${r.message}`);

  const all = texts.map((t) => t.notes).join('\n\n');
  let big = all;
  while (big.length < 40_000) big += `\n\n${all}`;
  big = big.slice(0, 40_000);
  const unique = all.slice(0, 40_000);
  const hostile = [
    { label: '40,000 × "a"', text: 'a'.repeat(40_000) },
    { label: 'one 40,000-character line of words', text: 'word '.repeat(8_000) },
    { label: '20,000 line breaks', text: 'x\n'.repeat(20_000) },
    { label: 'nested brackets', text: `${'('.repeat(20_000)}${')'.repeat(20_000)}` },
    { label: 'repeated "is a is a"', text: 'Cell is a is a is a '.repeat(2_000) },
    { label: 'colons and dashes', text: 'Term: - – — = : '.repeat(2_500) },
    { label: '900 identical glossary lines', text: 'Enzyme: a protein that speeds up reactions\n'.repeat(900) },
  ];
  console.info(
    `\nSpeed (median and fastest of 7 runs, count 50, model loaded; the first call, which loads it, took ${coldMs.toFixed(0)} ms)`,
  );
  const line = (label: string, t: { ms: number; min: number; cards: number }) =>
    console.info(`  ${label}: median ${t.ms.toFixed(1)} ms, fastest ${t.min.toFixed(1)} ms, ${t.cards} cards`);
  line(`all notes joined (${unique.length.toLocaleString('en-US')} characters)`, timeOf(unique, 7));
  line('40,000 characters (notes repeated)', timeOf(big, 7));
  for (const h of hostile) line(`hostile, ${h.label}`, timeOf(h.text.slice(0, 40_000), 3));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runGenerationEval({ showCards: process.argv.includes('--cards') });
}
