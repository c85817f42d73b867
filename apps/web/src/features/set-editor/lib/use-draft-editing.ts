import { SetLimits, Timings } from '@coursecards/shared/constants/limits';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { cardFromData, cardHasContent, cardSideTextId, emptyCard, mergeGeneratedCards } from './card-draft.ts';
import type { GeneratedCard, ImportedDeck } from './editor-slots.ts';
import { draftReducer, type DraftAction } from './set-draft.ts';
import { undoableEdit, type UndoableEdit } from './undo-edit.ts';
import type { Start } from './use-starting-point.ts';
import type { DraftProblem } from './validate-set.ts';

/** "N cards added" after generating or importing; `id` restarts the notice for each batch. */
export interface AddedNotice {
  count: number;
  id: number;
  imported?: boolean;
}

/**
 * The draft being edited and everything an edit brings with it: the problem shown is cleared, a
 * removal is offered for Undo, added cards are announced, scrolled to or focused.
 */
export function useDraftEditing(start: Start) {
  const [draft, dispatch] = useReducer(draftReducer, start.draft);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  // The last destructive edit (a card or an image removed), offered for Undo for a few seconds.
  const [lastRemoval, setLastRemoval] = useState<(UndoableEdit & { id: number }) | null>(null);
  const closeUndo = useCallback(() => setLastRemoval(null), []);
  const [notice, setNotice] = useState<AddedNotice | null>(start.generated ? { count: start.generated, id: 0 } : null);
  // Work for after the next render of the cards: scroll to them, or focus a card just added.
  const scrollToCards = useRef(start.scrollToCards);
  const focusCard = useRef<string | null>(null);
  const cardsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), Timings.aiGeneratedNotice);
    return () => window.clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (scrollToCards.current) cardsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    if (focusCard.current) document.getElementById(cardSideTextId(focusCard.current, 'question'))?.focus();
    scrollToCards.current = false;
    focusCard.current = null;
  }, [draft.cards]);

  function update(action: DraftAction) {
    const removal = undoableEdit(draft, action);
    if (removal) setLastRemoval({ ...removal, id: (lastRemoval?.id ?? 0) + 1 });
    dispatch(action);
    setProblem(null);
  }

  function undoRemoval() {
    if (!lastRemoval) return;
    const { undo } = lastRemoval;
    setLastRemoval(null);
    update(undo);
    // The card put back gets the focus the removal took away.
    if (undo.type === 'insertCard') focusCard.current = undo.card.key;
  }

  function addCard() {
    const card = emptyCard();
    update({ type: 'addCard', card });
    focusCard.current = card.key;
  }

  function addGenerated(cards: readonly GeneratedCard[], imported = false) {
    const drafts = cards.map(cardFromData).filter(cardHasContent);
    // cards the set already holds are not added twice: the notice counts only the new ones
    const added = mergeGeneratedCards(draft.cards, drafts).length - draft.cards.filter(cardHasContent).length;
    if (!added) return;
    update({ type: 'addGenerated', cards: drafts });
    setNotice((current) => ({ count: added, id: (current?.id ?? 0) + 1, imported }));
    scrollToCards.current = true;
  }

  /** Imported cards join like generated ones; an untitled set takes the deck's or file's name. */
  function addImported({ title, cards }: ImportedDeck) {
    if (title && draft.title.trim() === '') update({ type: 'title', value: title.slice(0, SetLimits.titleMax) });
    addGenerated(cards, true);
  }

  return {
    draft,
    update,
    problem,
    setProblem,
    lastRemoval,
    undoRemoval,
    closeUndo,
    notice,
    cardsRef,
    addCard,
    addGenerated,
    addImported,
  };
}
