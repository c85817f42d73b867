import { describe, expect, it } from 'vitest';
import { replay, setNotes } from './openai-set.ts';

describe('the OpenAI-compatible engine on the generation set, from a recorded fixture', () => {
  it('replays the answers through the engine, whose gates drop what the built-in engine would not keep', async () => {
    const { results, missing } = await replay({
      model: 'fixture-model',
      recordedAt: '2026-11-26T00:00:00Z',
      answers: {
        'tuning/typed-biology-respiration': {
          flashcards: [
            { question: 'Where does glycolysis take place?', answer: 'In the cytoplasm' },
            { question: 'What is location?', answer: 'Inner mitochondrial membrane' },
            { question: 'What does the modified program print?', answer: 'The remainder' },
          ],
        },
      },
    });
    expect(results.map((r) => r.note)).toEqual(['tuning/typed-biology-respiration']);
    expect(results[0]?.cards.map((c) => c.question)).toEqual(['Where does glycolysis take place?']);
    expect(results[0]?.message).toMatch(/^1 flashcard was made instead of 10: 2 more were left out/);
    expect(results[0]?.covered).toEqual(expect.arrayContaining(['glycolysis', 'cytoplasm']));
    // every other note of the set has no recorded answer
    expect(missing).toHaveLength(setNotes().length - 1);
  });
});
