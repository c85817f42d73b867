import type { DueCard, Rating } from '@coursecards/shared/schemas/review';

/** A review session: the cards read at its start, where it is, and what was rated. Pure, for the reducer. */
export interface SessionState {
  cards: readonly DueCard[];
  position: number;
  revealed: boolean;
  /** ratings given, in order (undo pops the last) */
  rated: Array<{ cardId: string; rating: Rating }>;
}

export type SessionAction =
  { type: 'reveal' } | { type: 'rated'; cardId: string; rating: Rating } | { type: 'undone'; cardId: string };

export const newSession = (cards: readonly DueCard[]): SessionState => ({
  cards,
  position: 0,
  revealed: false,
  rated: [],
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'reveal':
      return state.position < state.cards.length ? { ...state, revealed: true } : state;
    case 'rated':
      if (!state.revealed || state.cards[state.position]?.cardId !== action.cardId) return state;
      return {
        ...state,
        position: state.position + 1,
        revealed: false,
        rated: [...state.rated, { cardId: action.cardId, rating: action.rating }],
      };
    case 'undone': {
      const last = state.rated.at(-1);
      if (!last || last.cardId !== action.cardId) return state;
      // Back to the card just rated, answer shown, to rate it again.
      return { ...state, position: state.position - 1, revealed: true, rated: state.rated.slice(0, -1) };
    }
  }
}

export const isFinished = (state: SessionState) => state.position >= state.cards.length;

export function tally(state: SessionState): Record<Rating, number> {
  const counts: Record<Rating, number> = { again: 0, hard: 0, good: 0, easy: 0 };
  for (const { rating } of state.rated) counts[rating]++;
  return counts;
}

/** How far a finger must travel sideways for a swipe to rate (Good to the right, Again to the left). */
export const SWIPE_PX = 80;
export function swipeRating(dx: number, dy: number): Rating | null {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dy) > Math.abs(dx)) return null;
  return dx > 0 ? 'good' : 'again';
}
