import type { DistractorInput } from '../../ai-engine.ts';

/** Plausible, distinct wrong answers: matched in kind and length from the pool, then generated variants. */
export function pickDistractors(input: DistractorInput): string[] {
  void input;
  throw new Error('not built yet');
}
