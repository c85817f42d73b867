import { runAnswerEval } from './answers/answer-eval.ts';
import { runDistractorEval } from './answers/distractor-eval.ts';
import { runGenerationEval } from './generation/generation-eval.ts';

/**
 * npm run eval:ai: the local AI engine measured on our own evaluation set (figures, never pass/fail):
 * card generation from lecture notes of several subjects, answer checking against labelled pairs
 * beside exact match, then distractors.
 */
await runGenerationEval();
console.log();
await runAnswerEval();
console.log();
await runDistractorEval();
