import { useRef } from 'react';
import { cardSideTextId, type CardDraft } from './card-draft.ts';
import type { DraftProblem } from './validate-set.ts';

/** The set's fields, and a way to move the focus to the one a save-time problem is about. */
export function useProblemFocus(cards: readonly CardDraft[]) {
  const titleRef = useRef<HTMLInputElement>(null);
  const classCodeRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  function pointAt({ field }: DraftProblem) {
    if (field === 'title') titleRef.current?.focus();
    else if (field === 'classCode') classCodeRef.current?.focus();
    else if (field === 'description') descriptionRef.current?.focus();
    else if (field === 'cards') {
      const first = cards[0];
      if (first) document.getElementById(cardSideTextId(first.key, 'question'))?.focus();
    } else document.getElementById(cardSideTextId(field.cardKey, field.side))?.focus();
  }

  return { titleRef, classCodeRef, descriptionRef, pointAt };
}
