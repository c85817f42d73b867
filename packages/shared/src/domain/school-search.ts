/**
 * The landing page's school search (accounts-and-discovery §5 "Landing school search"): which schools to suggest for
 * what was typed, which school a search stands for, and how a school's set count reads.
 */
import { SuggestionLimits } from '../constants/limits.ts';
import { findSchool, SCHOOL_ALIASES } from './schools.ts';

export interface SchoolSuggestion {
  /** the school's name as the list spells it (or as typed, for a school not in the list) */
  name: string;
  /** the school is in the list, by its own name or as an alias's target */
  inList: boolean;
  /** the alias the suggestion was found through, e.g. "UCSC" */
  matchedAlias?: string;
}

const key = (text: string) => text.trim().toLowerCase();

/** 0 when the name starts with the query, 1 when one of its words does, 2 when it only contains it. */
function nameRank(name: string, query: string): number {
  const lower = name.toLowerCase();
  if (lower.startsWith(query)) return 0;
  return lower.split(/[\s,()-]+/).some((word) => word.startsWith(query)) ? 1 : 2;
}

/**
 * Suggestions for the typed text, case-insensitive and without duplicates: schools whose alias is the
 * text exactly, then schools with an alias containing it, then schools whose name contains it (names that
 * start with it first), at most `limit`. When nothing matches, the text itself is the one suggestion, as a
 * school not in the list (`inList: false`), so a visitor can still search for a school we do not know yet.
 */
export function suggestSchools(
  list: readonly string[],
  input: string,
  limit: number = SuggestionLimits.landingSchool,
): SchoolSuggestion[] {
  const query = key(input);
  if (!query || limit <= 0) return [];
  const byName = new Map<string, SchoolSuggestion>();
  const add = (suggestion: SchoolSuggestion) => {
    const k = key(suggestion.name);
    if (!byName.has(k)) byName.set(k, suggestion);
  };
  const fromAlias = (alias: string, target: string): SchoolSuggestion => {
    const listed = findSchool(list, target);
    return { name: listed ?? target, inList: listed !== undefined, matchedAlias: alias };
  };

  for (const { alias, name } of SCHOOL_ALIASES) if (key(alias) === query) add(fromAlias(alias, name));
  for (const { alias, name } of SCHOOL_ALIASES) if (key(alias).includes(query)) add(fromAlias(alias, name));
  list
    .filter((name) => name.toLowerCase().includes(query))
    .map((name, index) => ({ name, index, rank: nameRank(name, query) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .forEach(({ name }) => add({ name, inList: true }));

  if (byName.size === 0) return [{ name: input.trim().replace(/\s+/g, ' '), inList: false }];
  return [...byName.values()].slice(0, limit);
}

/**
 * The list's school a search text stands for: the school itself in any case, or an alias whose target
 * is in the list ("ucsc" → "University of California, Santa Cruz"); undefined otherwise.
 */
export function resolveSchoolSearch(list: readonly string[], input: string): string | undefined {
  const direct = findSchool(list, input);
  if (direct) return direct;
  const alias = SCHOOL_ALIASES.find((a) => key(a.alias) === key(input));
  return alias ? findSchool(list, alias.name) : undefined;
}

/** A school's number of public sets from GET /schools/set-counts, matched case-insensitively; 0 when absent. */
export function schoolSetCount(counts: Readonly<Record<string, number>>, school: string): number {
  const exact = counts[school];
  if (exact !== undefined) return exact;
  const wanted = key(school);
  return Object.entries(counts).find(([name]) => key(name) === wanted)?.[1] ?? 0;
}

/** "0 sets", "1 set", "12 sets", "1,204 sets". */
export function formatSetCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'set' : 'sets'}`;
}
