import { AiLimits } from '@coursecards/shared/constants/limits';
import { shuffled, type RandomSource } from '../../../lib/shuffle.ts';
import { sameAnswer } from '../../../lib/grading.ts';

/**
 * A multiple-choice question's options (learn-and-match §2): those the distractor engine gave (the
 * answer and up to three others, already distinct), topped up from the other cards' answers when it
 * gave fewer, so a question has four options whenever the set has them. Never an option twice (trimmed,
 * any case), never the answer twice; shuffled once more when topped up.
 */
export function completeChoices(
  fromEngine: readonly string[],
  correct: string,
  otherAnswers: readonly string[],
  random: RandomSource,
): string[] {
  const kept: string[] = [];
  const add = (option: string) => {
    if (option.trim() === '' || kept.some((k) => sameAnswer(k, option))) return;
    kept.push(option.trim());
  };
  add(correct);
  for (const option of fromEngine) add(option);
  const wanted = AiLimits.distractorsPerQuestion + 1;
  if (kept.length >= wanted) return shuffled(kept.slice(0, wanted), random);
  for (const option of shuffled(otherAnswers, random)) {
    if (kept.length >= wanted) break;
    add(option);
  }
  return shuffled(kept, random);
}
