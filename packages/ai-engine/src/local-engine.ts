import type { AiEngine } from './ai-engine.ts';
import { inlineAnswerChecker, type AnswerChecker } from './answer-checker.ts';
import { checkAnswerLocally } from './answers/check-answer.ts';
import { warmUpWordnet } from './answers/wordnet.ts';
import { pickDistractors } from './distractors/pick-distractors.ts';
import { generateCardsFromNotes } from './generation/generate-cards.ts';

/**
 * The default engine: no network, deterministic (the same input always gives the same answer).
 * Answers are graded by `answers`: in the server, long ones off the event loop (answer-checker.ts).
 */
export function createLocalEngine(answers: AnswerChecker = inlineAnswerChecker): AiEngine {
  return {
    name: 'local',
    generateFlashcards: async (notes, { count, autoCount }) => generateCardsFromNotes(notes, { count, autoCount }),
    generateDistractors: async (input) => pickDistractors(input),
    checkAnswer: (userAnswer, correctAnswer, question) => answers.check(userAnswer, correctAnswer, question),
    close: () => answers.close(),
  };
}

/** The local engine with every check on the calling thread (tests, scripts, the evaluation). */
export const localEngine: AiEngine = createLocalEngine();

/**
 * Loads what the local engine otherwise loads on first use (the English word lists, the WordNet
 * thesaurus, winkNLP's model), so the first answer check or generation after start does not wait ≈0.2 s. Called by the
 * server after it listens; not by buildApp, so tests do not pay for it.
 */
export function warmUpLocalEngine(): void {
  warmUpWordnet();
  checkAnswerLocally('mitocondria', 'Mitochondria', 'Which organelle makes most of the cell’s ATP?');
  generateCardsFromNotes(
    'Photosynthesis is the process by which Plants make glucose from light. Osmosis is the diffusion of water across a membrane.',
    { count: 1, autoCount: false },
  );
}
