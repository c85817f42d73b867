import type { DraftAction, SetDraft } from './set-draft.ts';

/** How long the Undo toast stays, unless the student hovers or focuses it. */
export const UNDO_WINDOW_MS = 6_000;

export interface UndoableEdit {
  /** what the toast says happened */
  message: string;
  /** the action that puts it back, whatever else was edited meanwhile */
  undo: DraftAction;
}

/**
 * The creator's destructive edits and their inverse: removing a card (put back where it was, with
 * its text and images) and removing a side's image. Anything else needs no undo (null), nor does
 * an action that will change nothing (the last card is never removed).
 */
export function undoableEdit(draft: SetDraft, action: DraftAction): UndoableEdit | null {
  if (action.type === 'removeCard') {
    if (draft.cards.length <= 1) return null;
    const index = draft.cards.findIndex((c) => c.key === action.key);
    const card = draft.cards[index];
    if (!card) return null;
    return { message: `Card ${index + 1} removed`, undo: { type: 'insertCard', card, index } };
  }
  if (action.type === 'updateCard') {
    const index = draft.cards.findIndex((c) => c.key === action.key);
    const card = draft.cards[index];
    if (!card) return null;
    for (const side of ['question', 'answer'] as const) {
      const field = side === 'question' ? 'questionImage' : 'answerImage';
      if (action.patch[field] === null && card[field]) {
        return {
          message: `Image removed from card ${index + 1} ${side}`,
          undo: { type: 'updateCard', key: card.key, patch: { [field]: card[field] } },
        };
      }
    }
  }
  return null;
}
