/**
 * The public entry of the built-in AI engine (ADR 0036): the server, the evaluation and the bench
 * import this file only, never a path inside the package.
 */
export {
  DISTRACTOR_OPTION_MAX,
  DISTRACTOR_POOL_MAX,
  type AiEngine,
  type DistractorInput,
  type GenerateOptions,
  type GenerationResult,
} from './ai-engine.ts';
export { createLocalEngine, localEngine, warmUpLocalEngine } from './local-engine.ts';

// Generate: cards from notes, and the quality gates every engine's cards pass.
export { fewerCardsMessage, generateCardsFromNotes } from './generation/generate-cards.ts';
export { gateCards } from './gates/generation-gates.ts';

// Looking inside generation, for the evaluation's per-kind tallies (eval/ai/generation/kind-tally.ts):
// the candidates the patterns propose before any gate, the gates one card at a time, the built-in
// engine's precision floor, and the key two wordings are compared by.
export { candidateCards } from './generation/generate-cards.ts';
export { gateEach } from './gates/generation-gates.ts';
export { passesPrecisionFloor } from './generation/select-cards.ts';
export { comparisonKey } from './generation/english.ts';

// Check: one answer on the calling thread, or long ones in the worker thread.
export { checkAnswerLocally } from './answers/check-answer.ts';
export {
  INLINE_CHECK_CHARS,
  inlineAnswerChecker,
  offThreadAnswerChecker,
  type AnswerChecker,
} from './answer-checker.ts';
export {
  AnswerCheckError,
  AnswerCheckPool,
  type AnswerCheckFailure,
  type AnswerCheckPoolOptions,
} from './answer-check-pool.ts';

// Distract: wrong answers for a multiple-choice question.
export { pickDistractors } from './distractors/pick-distractors.ts';
export { answerKind } from './distractors/answer-kind.ts';
