import { runAnswerEval } from './answers/answer-eval.ts';
import { runDistractorEval } from './answers/distractor-eval.ts';
import { runGenerationEval } from './generation/generation-eval.ts';
import { judgeSet, localGenerate, printTotals } from './generation/judge-set.ts';

/**
 * npm run eval:ai: the local AI engine measured on our own evaluation set (figures, never pass/fail):
 * card generation from lecture notes of several subjects, answer checking against labelled pairs
 * beside exact match, then distractors. The generation set's reader judgments are recorded apart
 * (eval/ai/generation/judgments-*.json, docs/results.md).
 */
await runGenerationEval();
console.log('\nGeneration set of issue 19 (eval/ai/generation/set), automatic checks, count 10');
printTotals(await judgeSet(localGenerate), false);
console.log();
await runAnswerEval();
console.log();
await runDistractorEval();
