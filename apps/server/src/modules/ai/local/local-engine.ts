import type { AiEngine } from '../ai-engine.ts';
import { checkAnswerLocally } from './answers/check-answer.ts';
import { pickDistractors } from './distractors/pick-distractors.ts';
import { generateCardsFromNotes } from './generation/generate-cards.ts';

/** The default engine: no network, deterministic (the same input always gives the same answer). */
export const localEngine: AiEngine = {
  name: 'local',
  generateFlashcards: async (notes, { count, autoCount }) => generateCardsFromNotes(notes, { count, autoCount }),
  generateDistractors: async (input) => pickDistractors(input),
  checkAnswer: async (userAnswer, correctAnswer, question) => checkAnswerLocally(userAnswer, correctAnswer, question),
};
