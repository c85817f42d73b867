import { DEFAULT_SET_LANGUAGE } from '@coursecards/shared/domain/set-languages';
import { useEffect, useState } from 'react';
import { clearAiHandover, readAiHandover } from './ai-handover.ts';
import { emptyCard } from './card-draft.ts';
import { clearEditingSet, readEditingSet, type EditingSet } from './editing-set.ts';
import { draftFingerprint, draftReducer, type SetDraft } from './set-draft.ts';

export interface Start {
  editing: EditingSet | null;
  /** a stored set that is not the user's: discarded on arrival */
  foreign: boolean;
  draft: SetDraft;
  /** the content as it stands saved: "unsaved changes" are differences from it */
  baseline: string;
  generated: number;
  scrollToCards: boolean;
}

/** What the creator opens with: the stored editing set if it is the user's, plus any AI hand-over. */
function startingPoint(uid: string, initialClassCode: string | undefined): Start {
  const stored = readEditingSet(uid);
  const editing = stored.kind === 'own' ? stored.set : null;
  const base: SetDraft = editing
    ? {
        title: editing.title,
        classCode: editing.classCode,
        description: editing.description,
        language: editing.language,
        cards: editing.cards.length ? editing.cards : [emptyCard()],
      }
    : {
        title: '',
        classCode: initialClassCode?.trim().toUpperCase() ?? '',
        description: '',
        language: DEFAULT_SET_LANGUAGE,
        cards: [emptyCard()],
      };
  const handover = readAiHandover();
  return {
    editing,
    foreign: stored.kind === 'foreign',
    draft: draftReducer(base, { type: 'addGenerated', cards: handover.cards }),
    baseline: draftFingerprint(base),
    generated: handover.cards.length,
    scrollToCards: handover.scrollToCards,
  };
}

/** The creator's starting point, read once on arrival. */
export function useStartingPoint(uid: string, initialClassCode: string | undefined): Start {
  const [start] = useState(() => startingPoint(uid, initialClassCode));

  // Hand-overs are read once: the AI cards and someone else's stored set are cleared on arrival.
  // The set being edited is let go when the creator is left, so a later visit starts a new set.
  useEffect(() => {
    clearAiHandover();
    if (start.foreign) clearEditingSet();
    return () => {
      if (start.editing) clearEditingSet();
    };
  }, [start]);

  return start;
}
