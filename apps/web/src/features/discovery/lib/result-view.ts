import { parseSetDate } from '@coursecards/shared/domain/dates';
import type { PublicSet } from '../api/discovery-api.ts';
import { DiscoveryMessages } from './discovery-messages.ts';

/** accounts-and-discovery §4 "Search results": the server's order, most recent first, or most liked first. */
export type ResultSort = 'default' | 'recent' | 'popular';

/** Sets whose title or description holds the filter text, case-insensitively; all for a blank filter. */
export function filterSets(sets: readonly PublicSet[], filter: string): PublicSet[] {
  const wanted = filter.trim().toLocaleLowerCase('en-US');
  if (!wanted) return [...sets];
  return sets.filter(
    (set) =>
      set.title.toLocaleLowerCase('en-US').includes(wanted) ||
      set.description.toLocaleLowerCase('en-US').includes(wanted),
  );
}

const time = (set: PublicSet) => parseSetDate(set.createdAt)?.getTime() ?? Number.NEGATIVE_INFINITY;

/** A sorted copy; ties (and the default order) keep the server's order. Undated sets count as oldest. */
export function sortSets(sets: readonly PublicSet[], sort: ResultSort): PublicSet[] {
  if (sort === 'recent') return sets.toSorted((a, b) => time(b) - time(a));
  if (sort === 'popular') return sets.toSorted((a, b) => b.likes - a.likes);
  return [...sets];
}

const setsWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'set' : 'sets'}`;

/**
 * The status line: "Showing all N sets", "Showing N sets matching "…"" or "No sets match your
 * search criteria", and, when a sort is chosen, "Sorted by most recent" or "Sorted by most liked".
 * While only some of the sets found are loaded (`loaded` of `total`), it says so (ours).
 */
export function resultStatus(
  shown: number,
  filter: string,
  sort: ResultSort,
  found: { loaded: number; total: number } = { loaded: shown, total: shown },
): { showing: string; sorted: string | null } {
  const wanted = filter.trim();
  const partial = found.loaded < found.total;
  let showing: string;
  if (shown === 0) showing = DiscoveryMessages.noMatchesStatus;
  else if (wanted)
    showing = `Showing ${setsWord(shown)} matching "${wanted}"${partial ? ` in the first ${found.loaded.toLocaleString('en-US')}` : ''}`;
  else if (partial) showing = `Showing ${found.loaded.toLocaleString('en-US')} of ${setsWord(found.total)}`;
  // "Showing all 1 set" reads oddly: one result is simply shown.
  else showing = shown === 1 ? 'Showing 1 set' : `Showing all ${setsWord(shown)}`;
  const sorted = sort === 'recent' ? 'Sorted by most recent' : sort === 'popular' ? 'Sorted by most liked' : null;
  return { showing, sorted };
}
