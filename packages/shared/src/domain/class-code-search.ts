/**
 * The set creator's class-code autocomplete (sets-and-study §5): which codes of the loaded list
 * to suggest for what was typed, and which list entry a typed code stands for.
 */
import { SuggestionLimits } from '../constants/limits.ts';
import { classCodeKey } from './class-codes.ts';

/** What the user typed, as the rules read it: trimmed and upper-cased. */
export function classCodeQuery(input: string): string {
  return input.trim().toUpperCase();
}

const letterPrefix = (code: string) => /^[A-Z]+/.exec(code)?.[0] ?? '';
const firstNumber = (code: string) => /\d+/.exec(code)?.[0] ?? '';

/**
 * How well a code matches the query, or undefined when it does not. Lower is better: the code itself,
 * then a subject typed in full ("CS" before "CSRE"), then a plain prefix, then a prefix once spaces are
 * ignored ("CSE101" finds "CSE 101"), then a bare course number ("101" finds "CSE 101" and "AM101").
 */
function matchRank(code: string, query: string, queryKey: string): number | undefined {
  const upper = code.toUpperCase();
  const key = classCodeKey(code);
  if (key === queryKey) return 0;
  if (/^[A-Z]+$/.test(query) && letterPrefix(upper) === query) return 1;
  if (upper.startsWith(query)) return 2;
  if (key.startsWith(queryKey)) return 3;
  if (/^\d+$/.test(query) && firstNumber(upper) === query) return 4;
  return undefined;
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Up to `limit` codes of the list matching the typed text, best matches first and, within a kind of
 * match, in natural order ("CSE 3" before "CSE 10"). Nothing is suggested for blank input.
 */
export function suggestClassCodes(
  list: readonly string[],
  input: string,
  limit: number = SuggestionLimits.classCodeCreator,
): string[] {
  const query = classCodeQuery(input);
  if (!query || limit <= 0) return [];
  const queryKey = classCodeKey(query);
  const matches: { code: string; rank: number }[] = [];
  for (const code of list) {
    const rank = matchRank(code, query, queryKey);
    if (rank !== undefined) matches.push({ code, rank });
  }
  return matches
    .sort((a, b) => a.rank - b.rank || naturalOrder.compare(a.code, b.code))
    .slice(0, limit)
    .map((m) => m.code);
}

/**
 * The list's own spelling of a typed code, compared upper-cased with spaces ignored
 * ("cse 101" is "CSE101"); undefined when the list does not hold it.
 */
export function findClassCode(list: readonly string[], input: string): string | undefined {
  const wanted = classCodeKey(classCodeQuery(input));
  if (!wanted) return undefined;
  return list.find((code) => classCodeKey(code) === wanted);
}

/** A class-code list file as served under /data/: one code a line, blank lines and spaces around ignored. */
export function parseClassCodeList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What Find Sets makes of a typed class code (accounts-and-discovery §5 "Class code search (Find Sets)"). */
export interface FindSetsClassCodeMatch {
  /** the list's spelling of the code typed (case and spaces ignored), when the list holds it */
  exact: string | undefined;
  /** up to `limit` codes to suggest, the exact code first, then the partial matches best first */
  suggestions: string[];
  /** the code the input stands for: the exact code, else the only partial match; else undefined */
  resolved: string | undefined;
}

/**
 * How well a code partially matches for Find Sets, or undefined when it does not. Lower is better:
 * the subject typed in full ("CS" before "CSE"), then a prefix once spaces are ignored, then a
 * course number typed alone: the code's own number ("101" finds "CSE 101"), then a longer number
 * starting with it ("10" finds "AM 100"), so that typing a number narrows as it grows.
 */
function findSetsRank(code: string, queryKey: string): number | undefined {
  const upper = code.toUpperCase();
  if (/^[A-Z]+$/.test(queryKey) && letterPrefix(upper) === queryKey) return 0;
  if (classCodeKey(code).startsWith(queryKey)) return 1;
  if (/^\d+$/.test(queryKey)) {
    const number = firstNumber(upper);
    if (number === queryKey) return 2;
    if (number.startsWith(queryKey)) return 3;
  }
  return undefined;
}

/**
 * Find Sets' class-code matching: input upper-cased; the list's exact code first, then the spec's
 * fallbacks (prefix ignoring spaces, digits-only on the number, letters-only on the subject), at
 * most eight suggestions; a single partial match is what the input resolves to (it auto-fills).
 */
export function matchClassCodeForSearch(
  list: readonly string[],
  input: string,
  limit: number = SuggestionLimits.classCodeFindSets,
): FindSetsClassCodeMatch {
  const queryKey = classCodeKey(classCodeQuery(input));
  if (!queryKey) return { exact: undefined, suggestions: [], resolved: undefined };
  let exact: string | undefined;
  const partial: { code: string; rank: number }[] = [];
  for (const code of list) {
    if (classCodeKey(code) === queryKey) {
      // A second spelling of the same code ("CSE101" beside "CSE 101") is not another match.
      exact ??= code;
      continue;
    }
    const rank = findSetsRank(code, queryKey);
    if (rank !== undefined) partial.push({ code, rank });
  }
  // Longer course numbers in numeric order ("10": AM100, then CSE 101, then CS 106A), the rest naturally.
  const byNumber = (code: string) => Number(firstNumber(code.toUpperCase()));
  partial.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.rank === 3 ? byNumber(a.code) - byNumber(b.code) : 0) ||
      naturalOrder.compare(a.code, b.code),
  );
  const ordered = exact === undefined ? partial.map((m) => m.code) : [exact, ...partial.map((m) => m.code)];
  return {
    exact,
    suggestions: limit > 0 ? ordered.slice(0, limit) : [],
    resolved: exact ?? (partial.length === 1 ? partial[0]?.code : undefined),
  };
}
