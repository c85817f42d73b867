import { SuggestionLimits } from '@coursecards/shared/constants/limits';
import { suggestSchools } from '@coursecards/shared/domain/school-search';

/**
 * Up to five universities from the list for what has been typed, by the same rules as the landing
 * page's school search (aliases first, then names), but only schools the list has: sign-up needs one.
 */
export function suggestUniversities(
  list: readonly string[],
  typed: string,
  limit: number = SuggestionLimits.university,
): string[] {
  return suggestSchools(list, typed, limit)
    .filter((suggestion) => suggestion.inList)
    .map((suggestion) => suggestion.name);
}
