import { UiConstants } from '@coursecards/shared/constants/limits';

export interface ProgressParts {
  title: boolean;
  classCode: boolean;
  cards: boolean;
}

/** sets-and-study §2: 33% for a title, 33% for a class code, 34% for any card content. */
export function creatorProgress(parts: ProgressParts): number {
  const weights = UiConstants.creatorProgressWeights;
  return (
    (parts.title ? weights.title : 0) + (parts.classCode ? weights.classCode : 0) + (parts.cards ? weights.cards : 0)
  );
}
