import type { StudyEntryState } from '../../../lib/study-entry.ts';

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The set viewer's back button (sets-and-study §2 "Set viewer"), by where the set was opened:
 * search results go back to their query, the popular list to Find Sets, Saved Sets (or any derived
 * set, a saved copy) to Saved Sets, everything else to Created Sets. `isDerived` is unknown (false)
 * until the set has loaded.
 */
export function backLinkFor(entry: StudyEntryState | null, isDerived: boolean): BackLink {
  if (entry?.from === 'search') {
    return { to: `/search-results?q=${encodeURIComponent(entry.query)}`, label: 'Back to Search Results' };
  }
  if (entry?.from === 'popular') return { to: '/search-sets', label: 'Back to Search Sets' };
  if (entry?.from === 'saved' || isDerived) return { to: '/saved-sets', label: 'Back to Saved Sets' };
  return { to: '/created-sets', label: 'Back to Created Sets' };
}

/**
 * Edit Set for the owner of a set they made; everyone else (a saved copy's owner included) gets
 * Save / Unsave (sets-and-study §2, §6).
 */
export const canEditSet = (set: { userId: string; isDerived: boolean }, uid: string) =>
  set.userId === uid && !set.isDerived;
