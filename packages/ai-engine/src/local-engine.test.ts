import { describe, expect, it } from 'vitest';
import { localEngine, warmUpLocalEngine } from './local-engine.ts';

describe('warmUpLocalEngine', () => {
  it('loads the checker and generator resources, and the engine answers as before afterwards', async () => {
    expect(() => warmUpLocalEngine()).not.toThrow();
    // the word list is what tells a misspelling from another real word: it must be loaded and used
    await expect(localEngine.checkAnswer('mitocondria', 'Mitochondria')).resolves.toMatchObject({ isClose: true });
    await expect(localEngine.checkAnswer('mitosis', 'Meiosis')).resolves.toMatchObject({
      isCorrect: false,
      isClose: false,
    });
    const result = await localEngine.generateFlashcards('Osmosis is the diffusion of water across a membrane.', {
      count: 1,
      autoCount: false,
    });
    expect(result.flashcards.length).toBe(1);
  });
});
