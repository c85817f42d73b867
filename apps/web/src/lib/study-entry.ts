/**
 * Where a set was opened from, handed to /study/{id} as navigation state: the set viewer's back
 * button follows it (sets-and-study §2 "Set viewer"). Absent state means "Created Sets", or
 * "Saved Sets" for a derived set.
 */
export type StudyEntryState = { from: 'popular' } | { from: 'search'; query: string } | { from: 'saved' };

/** Reads navigation state defensively: history state survives reloads and may be anything. */
export function studyEntryOf(state: unknown): StudyEntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, query } = state as { from?: unknown; query?: unknown };
  if (from === 'popular' || from === 'saved') return { from };
  if (from === 'search' && typeof query === 'string') return { from, query };
  return null;
}
