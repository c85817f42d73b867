import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { loadOptions } from '../api/quiz-api.ts';
import { keptDistractors } from './kept-distractors.ts';
import { seededRandom, shuffled } from '../../../lib/shuffle.ts';

const request = { question: 'Powerhouse of the cell?', correctAnswer: 'Mitochondria', setId: 'set-kept' };

describe('multiple choice offline', () => {
  it('offers the options a question had online when the connection is gone, and only then', async () => {
    fakeApi({ 'POST /quiz/generate-distractors': () => json(['Ribosome', 'Nucleus', 'Golgi body']) });
    await loadOptions({ ...request, random: seededRandom(2) });
    // Kept in the background, without holding the question up.
    await vi.waitFor(async () =>
      expect(await keptDistractors(request.setId, request.question, request.correctAnswer)).toEqual([
        'Ribosome',
        'Nucleus',
        'Golgi body',
      ]),
    );

    fakeApi({ 'POST /quiz/generate-distractors': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await loadOptions({ ...request, random: seededRandom(2) })).toEqual(
      shuffled(['Mitochondria', 'Ribosome', 'Nucleus', 'Golgi body'], seededRandom(2)),
    );
    // Another question of the set was never asked online: the correct answer alone, as before.
    expect(await loadOptions({ ...request, question: 'Define osmosis', random: seededRandom(2) })).toEqual([
      'Mitochondria',
    ]);
    // The server failing is not being offline: no stale options stand in for its answer.
    fakeApi({ 'POST /quiz/generate-distractors': () => json({ message: 'boom' }, 500) });
    expect(await loadOptions({ ...request, random: seededRandom(2) })).toEqual(['Mitochondria']);
  });
});
