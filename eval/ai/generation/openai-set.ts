import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { jsonReply, OpenAiStub } from '../../../apps/server/test/openai-stub.ts';
import type { AiEngine } from '@coursecards/ai-engine';
import { chatJson } from '../../../apps/server/src/modules/ai/openai/chat-json.ts';
import { openAiEngine } from '../../../apps/server/src/modules/ai/openai/openai-engine.ts';
import { generationTask } from '../../../apps/server/src/modules/ai/openai/prompts.ts';
import { judgeSet, printTotals, type NoteResult } from './judge-set.ts';

/**
 * The OpenAI-compatible engine on the same generation set and checks as the built-in one (issue 19), from
 * a recorded fixture of the model's answers: no network. The fixture's answers are replayed by a loopback
 * server speaking the OpenAI wire format, so the engine's whole path runs (parsing, the gates, the count
 * message). A note without a recorded answer is reported, never filled in by the built-in engine.
 *
 *   AI_BASE_URL=… AI_API_KEY=… AI_MODEL=… npx tsx eval/ai/generation/openai-set.ts --record fixture.json
 *   npx tsx eval/ai/generation/openai-set.ts --fixture fixture.json [--cards]
 */

const SET_DIR = fileURLToPath(new URL('./set/', import.meta.url));

export interface ModelFixture {
  model: string;
  recordedAt: string;
  /** the model's JSON reply for each note ("tuning/textbook-biology-enzymes"), asked for 10 cards */
  answers: Record<string, unknown>;
}

/** Every note of the set; blind/ is absent between a round that tuned on its notes and the next blind set. */
export function setNotes(): { note: string; notes: string }[] {
  return ['tuning', 'blind'].flatMap((group) =>
    (existsSync(join(SET_DIR, group)) ? readdirSync(join(SET_DIR, group)) : []).sort().map((file) => ({
      note: `${group}/${file.replace(/\.(?:md|txt)$/, '')}`,
      notes: readFileSync(join(SET_DIR, group, file), 'utf8'),
    })),
  );
}

async function record(file: string): Promise<void> {
  const model = process.env.AI_MODEL ?? 'gpt-4o-mini';
  const ask = chatJson({ baseUrl: process.env.AI_BASE_URL, apiKey: process.env.AI_API_KEY, model, timeoutMs: 60_000 });
  const answers: Record<string, unknown> = {};
  for (const { note, notes } of setNotes()) {
    answers[note] = await ask(generationTask(notes, { count: 10, autoCount: false }), AbortSignal.timeout(90_000));
    console.info(`recorded ${note}`);
  }
  const fixture: ModelFixture = { model, recordedAt: new Date().toISOString(), answers };
  writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
}

/** Replays the fixture through the engine; the notes it holds no answer for are listed apart. */
export async function replay(fixture: ModelFixture): Promise<{ results: NoteResult[]; missing: string[] }> {
  const stub = await OpenAiStub.start();
  const missing: string[] = [];
  const noFallback: AiEngine = {
    name: 'local',
    generateFlashcards: () => Promise.resolve({ flashcards: [] }),
    generateDistractors: () => Promise.resolve([]),
    checkAnswer: () => Promise.resolve({ isCorrect: false, isClose: false, feedback: '' }),
  };
  const engine = openAiEngine(
    { baseUrl: stub.baseUrl, apiKey: undefined, model: fixture.model, timeoutMs: 5000 },
    noFallback,
    { warn: () => undefined },
  );
  try {
    const results = await judgeSet(async (notes, note) => {
      const answer = fixture.answers[note];
      if (answer === undefined) {
        missing.push(note);
        return { flashcards: [] };
      }
      stub.reset();
      stub.enqueue(jsonReply(answer));
      return engine.generateFlashcards(notes, { count: 10, autoCount: false });
    });
    return { results: results.filter((r) => !missing.includes(r.note)), missing };
  } finally {
    await stub.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { record: { type: 'string' }, fixture: { type: 'string' }, cards: { type: 'boolean' } },
  });
  if (values.record) await record(values.record);
  else if (values.fixture) {
    const fixture = JSON.parse(readFileSync(values.fixture, 'utf8')) as ModelFixture;
    const { results, missing } = await replay(fixture);
    console.info(`OpenAI-compatible engine, ${fixture.model} recorded ${fixture.recordedAt}`);
    printTotals(results, values.cards ?? false);
    if (missing.length) console.info(`no recorded answer (not counted): ${missing.join(', ')}`);
  } else console.error('Give --fixture <file> to replay, or --record <file> to record.');
}
