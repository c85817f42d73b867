/** What is stored in review_settings.parameters once fitted: the weights, and the ratings they came from. */
export interface FittedParameters {
  weights: number[];
  ratings: number;
  fittedAt: number;
}

export function readFitted(json: string | null): FittedParameters | null {
  if (!json) return null;
  const value = JSON.parse(json) as FittedParameters | number[];
  // Earlier rows held the weights alone.
  return Array.isArray(value) ? { weights: value, ratings: 0, fittedAt: 0 } : value;
}
