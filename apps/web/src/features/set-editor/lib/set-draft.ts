import { arrayMove } from '@dnd-kit/sortable';
import { mergeGeneratedCards, type CardDraft } from './card-draft.ts';

/** Everything the creator edits; what Save sends is built from it. */
export interface SetDraft {
  title: string;
  classCode: string;
  description: string;
  /** the set's language, a tag of SET_LANGUAGES (themes-and-speech §2) */
  language: string;
  cards: CardDraft[];
}

export type DraftAction =
  | { type: 'title'; value: string }
  | { type: 'classCode'; value: string }
  | { type: 'description'; value: string }
  | { type: 'language'; value: string }
  | { type: 'addCard'; card: CardDraft }
  | { type: 'removeCard'; key: string }
  /** a removed card put back (Undo) at its old place, or last if the list is shorter now */
  | { type: 'insertCard'; card: CardDraft; index: number }
  | { type: 'updateCard'; key: string; patch: Partial<Omit<CardDraft, 'key'>> }
  | { type: 'moveCard'; from: number; to: number }
  | { type: 'addGenerated'; cards: CardDraft[] };

export function draftReducer(draft: SetDraft, action: DraftAction): SetDraft {
  switch (action.type) {
    case 'title':
      return { ...draft, title: action.value };
    case 'classCode':
      return { ...draft, classCode: action.value };
    case 'description':
      return { ...draft, description: action.value };
    case 'language':
      return { ...draft, language: action.value };
    case 'addCard':
      return { ...draft, cards: [...draft.cards, action.card] };
    case 'removeCard': {
      // The list always keeps one card to type into.
      if (draft.cards.length <= 1) return draft;
      return { ...draft, cards: draft.cards.filter((c) => c.key !== action.key) };
    }
    case 'insertCard': {
      if (draft.cards.some((c) => c.key === action.card.key)) return draft;
      const cards = [...draft.cards];
      cards.splice(Math.min(Math.max(action.index, 0), cards.length), 0, action.card);
      return { ...draft, cards };
    }
    case 'updateCard':
      return {
        ...draft,
        cards: draft.cards.map((c) => (c.key === action.key ? { ...c, ...action.patch } : c)),
      };
    case 'moveCard': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= draft.cards.length || to >= draft.cards.length) return draft;
      return { ...draft, cards: arrayMove(draft.cards, from, to) };
    }
    case 'addGenerated':
      return { ...draft, cards: mergeGeneratedCards(draft.cards, action.cards) };
  }
}

/** What "unsaved changes" compares: the content, not the editor's card handles. */
export function draftFingerprint(draft: SetDraft): string {
  return JSON.stringify([
    draft.title,
    draft.classCode,
    draft.description,
    draft.language,
    draft.cards.map((c) => [c.id ?? null, c.question, c.answer, c.questionImage, c.answerImage]),
  ]);
}
