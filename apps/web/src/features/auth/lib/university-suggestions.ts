import { SuggestionLimits } from '@coursecards/shared/constants/limits';
import { resolveSchoolAlias } from '@coursecards/shared/domain/schools';

/**
 * Up to five universities from the list for what has been typed, case-insensitively: the school an
 * alias names ("UCSC"), then names starting with the text, then names with a word starting with it,
 * then names containing it anywhere.
 */
export function suggestUniversities(
  list: readonly string[],
  typed: string,
  limit: number = SuggestionLimits.university,
): string[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return [];
  const aliasTarget = resolveSchoolAlias(wanted);
  const ranked: string[][] = [[], [], [], []];
  for (const name of list) {
    const lower = name.toLowerCase();
    if (name === aliasTarget) ranked[0]!.push(name);
    else if (lower.startsWith(wanted)) ranked[1]!.push(name);
    else if (lower.includes(` ${wanted}`)) ranked[2]!.push(name);
    else if (lower.includes(wanted)) ranked[3]!.push(name);
  }
  return ranked.flat().slice(0, limit);
}
